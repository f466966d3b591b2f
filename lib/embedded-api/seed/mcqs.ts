/** Prelims-style MCQs with explanations, one per day back from today. */
import type { z } from '@/lib/zod';
import type { mcqSchema } from '@/lib/content/schemas/writing';
import { daysAgo } from './util';

type Mcq = z.input<typeof mcqSchema>;

type McqRow = readonly [question: string, o1: string, o2: string, o3: string, o4: string, correct: 1 | 2 | 3 | 4, explanation: string];

const rows: readonly McqRow[] = [
  ['Which Article of the Constitution of India provides for the constitution of a Finance Commission?', 'Article 270', 'Article 275', 'Article 280', 'Article 282', 3, 'Article 280 requires the President to constitute a Finance Commission every five years or earlier. Article 275 deals with grants-in-aid and Article 282 with discretionary grants.'],
  ['In which case did the Supreme Court propound the doctrine of the “basic structure” of the Constitution?', 'Golaknath v. State of Punjab', 'Kesavananda Bharati v. State of Kerala', 'Minerva Mills v. Union of India', 'Maneka Gandhi v. Union of India', 2, 'In <strong>Kesavananda Bharati (1973)</strong> a 13-judge bench held that Parliament’s amending power under Article 368 does not extend to altering the basic structure. Minerva Mills (1980) reaffirmed it.'],
  ['The provisions on disqualification on the ground of defection are contained in which Schedule of the Constitution?', 'Eighth Schedule', 'Ninth Schedule', 'Tenth Schedule', 'Eleventh Schedule', 3, 'The Tenth Schedule was added by the 52nd Amendment Act, 1985. The Eighth Schedule lists languages, the Ninth protects certain laws and the Eleventh lists subjects for panchayats.'],
  ['Who presides over a joint sitting of the two Houses of Parliament?', 'The President', 'The Vice-President', 'The Speaker of the Lok Sabha', 'The Prime Minister', 3, 'Under Article 118(4) the Speaker of the Lok Sabha presides over a joint sitting; in the Speaker’s absence the Deputy Speaker, and then the Deputy Chairman of the Rajya Sabha.'],
  ['The total number of ministers, including the Prime Minister, in the Union Council of Ministers shall not exceed what percentage of the total membership of the Lok Sabha?', '10 per cent', '12 per cent', '15 per cent', '20 per cent', 3, 'The 91st Amendment Act, 2003 inserted Article 75(1A), capping the Council of Ministers at 15 per cent of the Lok Sabha’s total strength.'],
  ['How many members does the Monetary Policy Committee of the Reserve Bank of India have?', 'Four', 'Five', 'Six', 'Seven', 3, 'The MPC has six members: three from the RBI (including the Governor, who chairs it) and three external members appointed by the Central Government.'],
  ['Under India’s flexible inflation targeting framework, the CPI inflation target is:', '2 per cent with a band of ±1 per cent', '4 per cent with a band of ±2 per cent', '5 per cent with a band of ±1 per cent', '6 per cent with a band of ±2 per cent', 2, 'The target is 4 per cent CPI inflation with a tolerance band of 2 to 6 per cent, notified by the Central Government under Section 45ZA of the RBI Act.'],
  ['Which of the following is NOT an instrument of the RBI’s Liquidity Adjustment Facility corridor?', 'Repo rate', 'Standing Deposit Facility', 'Marginal Standing Facility', 'Cash Reserve Ratio', 4, 'The LAF corridor is bounded by the SDF (floor) and the MSF (ceiling) with the repo rate in the middle. CRR is a reserve requirement, not an LAF instrument.'],
  ['The Goods and Services Tax Council was constituted under which Article of the Constitution?', 'Article 246A', 'Article 269A', 'Article 279A', 'Article 366', 3, 'Article 279A, inserted by the 101st Amendment Act, 2016, provides for the GST Council. Article 246A gives concurrent power to levy GST; Article 269A deals with inter-state supplies.'],
  ['Primary deficit is equal to:', 'Fiscal deficit minus interest payments', 'Revenue deficit minus interest payments', 'Fiscal deficit minus revenue deficit', 'Total expenditure minus total receipts', 1, 'Primary deficit = fiscal deficit − interest payments. It shows the borrowing needed for current spending excluding the cost of past debt.'],
  ['The Convention on Wetlands (Ramsar Convention) was signed in the year:', '1971', '1972', '1982', '1992', 1, 'The convention was signed at Ramsar, Iran on 2 February 1971. India became a party in 1982; 2 February is observed as World Wetlands Day.'],
  ['Which of the following species is classified as “Critically Endangered” in the IUCN Red List?', 'Great Indian Bustard', 'Greater one-horned rhinoceros', 'Snow leopard', 'Nilgiri tahr', 1, 'The Great Indian Bustard is Critically Endangered. The one-horned rhinoceros and the snow leopard are Vulnerable, and the Nilgiri tahr is Endangered.'],
  ['Kuno National Park, where cheetahs were reintroduced, is located in:', 'Rajasthan', 'Madhya Pradesh', 'Gujarat', 'Chhattisgarh', 2, 'Kuno National Park is in the Sheopur district of Madhya Pradesh. Cheetahs from Namibia were released there in September 2022.'],
  ['India has announced a target of achieving net-zero emissions by:', '2050', '2060', '2070', '2080', 3, 'India announced its net-zero target of 2070 at COP26 in Glasgow (2021) as part of the “Panchamrit” commitments.'],
  ['Which gas makes up the largest share of the Earth’s atmosphere by volume?', 'Oxygen', 'Nitrogen', 'Argon', 'Carbon dioxide', 2, 'Nitrogen forms about 78 per cent of dry air, oxygen about 21 per cent and argon about 0.93 per cent.'],
  ['The Tropic of Cancer does NOT pass through which of the following states?', 'Rajasthan', 'Odisha', 'Chhattisgarh', 'Tripura', 2, 'The Tropic of Cancer passes through Gujarat, Rajasthan, Madhya Pradesh, Chhattisgarh, Jharkhand, West Bengal, Tripura and Mizoram — not Odisha.'],
  ['Which river is popularly known as the “Dakshin Ganga”?', 'Krishna', 'Godavari', 'Kaveri', 'Mahanadi', 2, 'The Godavari, the longest river of peninsular India, is called the Dakshin Ganga. It rises at Trimbakeshwar in Maharashtra.'],
  ['The Palk Strait lies between India and:', 'Maldives', 'Sri Lanka', 'Myanmar', 'Indonesia', 2, 'The Palk Strait separates Tamil Nadu from the northern province of Sri Lanka.'],
  ['Which mountain pass connects Srinagar with Leh?', 'Zoji La', 'Nathu La', 'Shipki La', 'Bomdi La', 1, 'Zoji La links the Kashmir valley with Ladakh. Nathu La is in Sikkim, Shipki La in Himachal Pradesh and Bomdi La in Arunachal Pradesh.'],
  ['The Non-Cooperation Movement was withdrawn after which incident?', 'Jallianwala Bagh massacre', 'Chauri Chaura incident', 'Arrival of the Simon Commission', 'Dandi March', 2, 'Gandhi called off the movement in February 1922 after a mob set fire to a police station at Chauri Chaura in Gorakhpur district, killing 22 policemen.'],
  ['Who founded the Servants of India Society in 1905?', 'Bal Gangadhar Tilak', 'Gopal Krishna Gokhale', 'Dadabhai Naoroji', 'Mahadev Govind Ranade', 2, 'Gopal Krishna Gokhale founded the Servants of India Society in Pune in 1905 to train national missionaries for the service of India.'],
  ['The Permanent Settlement of Bengal was introduced in 1793 by:', 'Lord Cornwallis', 'Lord Wellesley', 'Lord Dalhousie', 'Warren Hastings', 1, 'Lord Cornwallis introduced the Permanent Settlement, fixing land revenue permanently with zamindars.'],
  ['The Harappan city of Dholavira is located in the present-day state of:', 'Rajasthan', 'Haryana', 'Gujarat', 'Punjab', 3, 'Dholavira is in the Rann of Kachchh, Gujarat. It was inscribed as a UNESCO World Heritage Site in 2021.'],
  ['Which of the following temples is built in the Dravida style?', 'Kandariya Mahadeva Temple, Khajuraho', 'Sun Temple, Konark', 'Brihadeeswara Temple, Thanjavur', 'Lingaraja Temple, Bhubaneswar', 3, 'The Brihadeeswara Temple, built by Rajaraja Chola I, is a classic Dravida temple with a towering vimana. The other three are Nagara (including the Kalinga sub-style).'],
  ['The Fourth Buddhist Council was held during the reign of Kanishka at:', 'Rajagriha', 'Vaishali', 'Pataliputra', 'Kashmir', 4, 'The Fourth Council was held in Kashmir (Kundalvana) under Kanishka, presided over by Vasumitra. It marked the division into Hinayana and Mahayana.'],
  ['The Unified Payments Interface (UPI) was developed by:', 'Reserve Bank of India', 'National Payments Corporation of India', 'Securities and Exchange Board of India', 'NABARD', 2, 'UPI was launched in 2016 by the NPCI, an umbrella organisation for retail payments promoted by the RBI and the Indian Banks’ Association.'],
  ['The property of a qubit that allows it to exist as a combination of 0 and 1 at the same time is called:', 'Entanglement', 'Superposition', 'Decoherence', 'Tunnelling', 2, 'Superposition allows a qubit to be in a combination of states. Entanglement links qubits; decoherence is the loss of quantum behaviour.'],
  ['India’s first satellite, launched in 1975, was:', 'Bhaskara', 'Aryabhata', 'Rohini', 'INSAT-1A', 2, 'Aryabhata was launched on 19 April 1975 from the Soviet Union.'],
  ['Which vitamin is synthesised in human skin on exposure to sunlight?', 'Vitamin A', 'Vitamin B12', 'Vitamin C', 'Vitamin D', 4, 'Ultraviolet-B rays convert 7-dehydrocholesterol in the skin into vitamin D3, essential for calcium absorption.'],
  ['World Wetlands Day is observed every year on:', '2 February', '22 April', '5 June', '22 May', 1, '2 February marks the adoption of the Ramsar Convention in 1971. 22 April is Earth Day, 5 June World Environment Day and 22 May International Day for Biological Diversity.'],
  ['The World Economic Outlook report is published by:', 'World Bank', 'International Monetary Fund', 'World Economic Forum', 'UNCTAD', 2, 'The IMF publishes the World Economic Outlook twice a year. The World Bank publishes Global Economic Prospects and the WEF the Global Competitiveness and Gender Gap reports.'],
  ['Which of the following is a statutory body?', 'NITI Aayog', 'Finance Commission', 'National Human Rights Commission', 'Election Commission of India', 3, 'The NHRC was set up under the Protection of Human Rights Act, 1993. The Finance Commission and the Election Commission are constitutional bodies; NITI Aayog was created by an executive resolution.'],
  ['A positive Indian Ocean Dipole is associated with:', 'Warmer sea surface temperatures in the western Indian Ocean than in the eastern', 'Cooler sea surface temperatures in the western Indian Ocean than in the eastern', 'Warmer sea surface temperatures in the central Pacific', 'Stronger trade winds over the Atlantic', 1, 'In a positive IOD the western Indian Ocean near Africa is warmer than the eastern part near Indonesia. It often supports a good Indian monsoon.'],
];

/** MCQs newest first: the first is dated today, then one per day. */
export function buildMcqs(today: string): Mcq[] {
  return rows.map(([question, option1, option2, option3, option4, correctoption, explanation], i) => ({
    ID: i + 1,
    question,
    option1,
    option2,
    option3,
    option4,
    correctoption,
    explanation: `<p><strong>Answer: Option ${correctoption}.</strong> ${explanation}</p>`,
    date: daysAgo(today, i),
  }));
}
