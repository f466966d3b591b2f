/** Mains-style questions with model answers, part 1: GS Papers I and II. */

export type ArticleSpec = {
  slug: string;
  tag: string;
  question: string;
  intro: string;
  sections: readonly (readonly [heading: string, points: readonly string[]])[];
  conclusion: string;
  keywords: string;
};

export const articlesGs12: ArticleSpec[] = [
  {
    slug: 'bhakti-movement-socio-religious-life-medieval-india',
    tag: 'Bhakti Movement and Society',
    question: 'Discuss the contribution of the Bhakti movement to the socio-religious life of medieval India. (150 words, 10 marks)',
    intro:
      'The Bhakti movement, which began with the Alvars and Nayanars in Tamil country between the 6th and 9th centuries and spread north by the 15th century, emphasised personal devotion to God over ritual and caste.',
    sections: [
      [
        'Religious contribution',
        [
          'Made devotion accessible to all, bypassing priestly intermediaries and Sanskrit rituals',
          'Nirguna saints such as Kabir and Nanak stressed a formless God; Saguna saints such as Tulsidas and Mirabai worshipped Rama and Krishna',
          'Encouraged dialogue with Sufism and a syncretic culture',
        ],
      ],
      [
        'Social contribution',
        [
          'Challenged caste hierarchy — saints like Ravidas, Namdev and Chokhamela came from marginalised communities',
          'Opened spiritual space to women such as Andal, Akka Mahadevi and Mirabai',
          'Promoted vernacular languages: Kabir’s dohas, the Ramcharitmanas, Marathi abhangas',
        ],
      ],
    ],
    conclusion:
      'Though it did not dismantle the caste system, the Bhakti movement democratised religion, enriched regional literature and left a lasting legacy of tolerance that later reformers drew upon.',
    keywords: 'bhakti movement, medieval india, kabir, art and culture, gs paper 1',
  },
  {
    slug: 'government-of-india-act-1935-constitution',
    tag: 'GoI Act 1935 and the Constitution',
    question: 'To what extent did the Government of India Act, 1935 shape the Constitution of India? (250 words, 15 marks)',
    intro:
      'The Government of India Act, 1935 was the longest statute passed by the British Parliament for India. A large part of the administrative framework of the Constitution of India, adopted in 1949, was borrowed from it.',
    sections: [
      [
        'Features borrowed',
        [
          'Federal scheme with three lists of subjects — the basis of the Seventh Schedule',
          'Office of the Governor and emergency provisions',
          'Federal Court, the forerunner of the Supreme Court',
          'Public Service Commissions and many administrative details',
        ],
      ],
      [
        'Where the Constitution departed',
        [
          'Sovereignty now rests with the people, not the British Crown',
          'Fundamental Rights and Directive Principles, absent in 1935, were added',
          'Universal adult franchise replaced the limited, property-based franchise',
          'Separate electorates were abolished',
        ],
      ],
    ],
    conclusion:
      'The 1935 Act gave the framers a tested administrative skeleton, but the Constitution gave it a democratic soul through rights, universal franchise and popular sovereignty.',
    keywords: 'government of india act 1935, constitution, federalism, modern history',
  },
  {
    slug: 'urban-flooding-indian-cities-causes-measures',
    tag: 'Urban Flooding in India',
    question:
      'Urban flooding has become an annual feature of Indian cities. Examine its causes and suggest measures. (250 words, 15 marks)',
    intro:
      'Urban flooding is the inundation of land or property in built-up areas caused by rainfall overwhelming drainage capacity. Cities such as Mumbai, Chennai, Bengaluru and Delhi have faced severe floods in recent years.',
    sections: [
      [
        'Causes',
        [
          'Encroachment of lakes, wetlands and natural drains',
          'Concrete surfaces that reduce infiltration',
          'Old, silted storm-water drains designed for lower rainfall',
          'Increase in extreme rainfall events due to climate change',
          'Poor solid-waste management clogging drains',
        ],
      ],
      [
        'Measures',
        [
          'Follow the NDMA guidelines on urban flood management',
          'Restore lakes and drains (sponge-city approach)',
          'Automated rain gauges and flood early-warning systems',
          'Zoning regulations on floodplains',
          'Separate storm-water and sewage networks',
        ],
      ],
    ],
    conclusion:
      'Urban flooding is largely a planning failure. Integrating blue-green infrastructure into master plans can turn cities from flood-prone to flood-resilient.',
    keywords: 'urban flooding, disaster management, sponge city, urbanisation',
  },
  {
    slug: 'globalisation-impact-indian-women',
    tag: 'Globalisation and Indian Women',
    question: 'Critically examine the effects of globalisation on women in India. (150 words, 10 marks)',
    intro:
      'Globalisation — the integration of economies through trade, investment, technology and culture — has affected Indian women in contrasting ways since the reforms of 1991.',
    sections: [
      [
        'Positive effects',
        [
          'New jobs in IT, services and export sectors such as garments',
          'Exposure to global ideas of rights and gender equality',
          'Access to microfinance and digital platforms for entrepreneurship',
        ],
      ],
      [
        'Negative effects',
        [
          'Concentration in low-paid, insecure informal work',
          'Commodification of women in media and advertising',
          'Displacement of traditional artisans and farm workers',
          'Double burden of paid and unpaid work',
        ],
      ],
    ],
    conclusion:
      'The benefits of globalisation have reached educated urban women more than rural and informal workers. Social protection and skills are needed to make it gender-just.',
    keywords: 'globalisation, women, indian society, gs paper 1',
  },
  {
    slug: 'indian-monsoon-el-nino-indian-ocean-dipole',
    tag: 'Monsoon, El Niño and IOD',
    question:
      'Explain the mechanism of the Indian summer monsoon. How do El Niño and the Indian Ocean Dipole influence it? (250 words, 15 marks)',
    intro:
      'The Indian summer monsoon is a seasonal reversal of winds that brings about 70–75 per cent of India’s annual rainfall between June and September.',
    sections: [
      [
        'Mechanism',
        [
          'Differential heating creates low pressure over the north-west of the subcontinent and high pressure over the Indian Ocean',
          'Northward shift of the Inter-Tropical Convergence Zone draws the south-east trades across the equator',
          'The Tibetan plateau and the tropical easterly jet strengthen the circulation',
          'The Western Ghats and Himalayas cause orographic rainfall',
        ],
      ],
      [
        'Influence of ENSO and IOD',
        [
          'El Niño (warming of the central and eastern Pacific) usually weakens the monsoon',
          'La Niña is generally associated with normal or above-normal rainfall',
          'A positive IOD (warmer western Indian Ocean) can offset El Niño’s effect, as in 1997',
          'A negative IOD tends to suppress rainfall',
        ],
      ],
    ],
    conclusion:
      'Better seasonal forecasts that combine ENSO, IOD and the Madden–Julian Oscillation help farmers and planners prepare for monsoon variability.',
    keywords: 'monsoon, el nino, indian ocean dipole, geography, climatology',
  },
  {
    slug: 'non-cooperation-movement-features-significance',
    tag: 'Non-Cooperation Movement',
    question:
      'What were the main features of the Non-Cooperation Movement? Evaluate its significance for the freedom struggle. (250 words, 15 marks)',
    intro:
      'Launched in 1920 under Mahatma Gandhi’s leadership and endorsed at the Nagpur session of the Congress, the Non-Cooperation Movement was the first mass movement of the national struggle.',
    sections: [
      [
        'Features',
        [
          'Boycott of government schools, courts, councils and foreign cloth',
          'Surrender of titles and honours',
          'Promotion of swadeshi, khadi and national schools such as Jamia Millia Islamia',
          'Alliance with the Khilafat Movement for Hindu–Muslim unity',
        ],
      ],
      [
        'Significance',
        [
          'Transformed the Congress into a mass organisation with a new constitution',
          'Drew peasants, workers, women and students into politics',
          'Popularised non-violent mass struggle',
          'Withdrawn after Chauri Chaura (1922), showing Gandhi’s commitment to non-violence',
        ],
      ],
    ],
    conclusion:
      'Although it did not achieve swaraj within a year, the movement made nationalism a mass phenomenon and laid the foundation for Civil Disobedience and Quit India.',
    keywords: 'non-cooperation movement, gandhi, khilafat, modern history',
  },
  {
    slug: 'finance-commission-fiscal-federalism',
    tag: 'Finance Commission and Federalism',
    question: 'Discuss the role of the Finance Commission in strengthening fiscal federalism in India. (150 words, 10 marks)',
    intro:
      'The Finance Commission is a constitutional body under Article 280, set up every five years to recommend how tax revenues are shared between the Union and the states.',
    sections: [
      [
        'Role',
        [
          'Vertical devolution: the share of states in the divisible pool of central taxes',
          'Horizontal distribution among states using criteria such as population, area, income distance and demographic performance',
          'Grants-in-aid under Article 275 and grants for local bodies',
          'Recommendations on disaster-management funding',
        ],
      ],
      [
        'Challenges',
        [
          'Rising share of cesses and surcharges outside the divisible pool',
          'Tension between equity and efficiency in criteria',
          'Growing role of centrally sponsored schemes',
        ],
      ],
    ],
    conclusion:
      'A predictable, formula-based transfer system is the backbone of cooperative federalism; limiting cesses and surcharges would strengthen it further.',
    keywords: 'finance commission, article 280, fiscal federalism, devolution',
  },
  {
    slug: 'basic-structure-doctrine-significance',
    tag: 'Basic Structure Doctrine',
    question:
      'Examine the significance of the basic structure doctrine in preserving constitutional democracy in India. (250 words, 15 marks)',
    intro:
      'In Kesavananda Bharati v. State of Kerala (1973), the Supreme Court held that Parliament can amend any part of the Constitution under Article 368 but cannot destroy its basic structure.',
    sections: [
      [
        'Significance',
        [
          'Protected judicial review, free and fair elections and federalism from majoritarian amendments',
          'Used to strike down parts of the 39th Amendment (Indira Gandhi v. Raj Narain) and the 42nd Amendment (Minerva Mills)',
          'Secularism affirmed as basic structure in S.R. Bommai (1994)',
          'Maintains balance between Parliament’s amending power and constitutional identity',
        ],
      ],
      [
        'Criticism',
        [
          'Not defined in the Constitution; content evolves through judgments',
          'Seen by some as judicial overreach into the legislative domain',
        ],
      ],
    ],
    conclusion:
      'The doctrine has acted as a safety valve of Indian democracy, ensuring that the Constitution can change without losing its core identity.',
    keywords: 'basic structure, kesavananda bharati, judicial review, constitution',
  },
  {
    slug: 'self-help-groups-women-empowerment-rural-india',
    tag: 'SHGs and Women Empowerment',
    question: 'Evaluate the role of Self-Help Groups in the empowerment of rural women. (150 words, 10 marks)',
    intro:
      'Self-Help Groups are small groups of 10–20 members, mostly women, who save regularly and access credit collectively. Under DAY-NRLM, close to ten crore women are organised into SHGs.',
    sections: [
      [
        'Contribution',
        [
          'Access to credit through SHG–bank linkage without collateral',
          'Livelihood diversification: dairy, handicrafts, retail, Lakhpati Didi initiative',
          'Voice in gram sabhas and local governance',
          'Delivery of services such as community kitchens (Kudumbashree in Kerala)',
        ],
      ],
      ['Limitations', ['Small loan sizes and limited market access', 'Dominance of better-off members', 'Uneven spread across states']],
    ],
    conclusion:
      'SHGs have made women economic agents; linking them to markets, digital finance and skills can convert micro-savings into sustainable enterprises.',
    keywords: 'self help groups, nrlm, women empowerment, kudumbashree',
  },
  {
    slug: 'neighbourhood-first-policy-analysis',
    tag: 'Neighbourhood First Policy',
    question: 'Critically analyse India’s “Neighbourhood First” policy. (250 words, 15 marks)',
    intro:
      'The Neighbourhood First policy prioritises relations with India’s immediate neighbours through connectivity, development assistance and people-to-people ties.',
    sections: [
      [
        'Achievements',
        [
          'Land Boundary Agreement with Bangladesh (2015)',
          'Energy and connectivity projects with Nepal, Bhutan and Bangladesh',
          'Quick humanitarian help — vaccines, the 2015 Nepal earthquake, economic aid to Sri Lanka in 2022',
          'Lines of credit and capacity-building programmes',
        ],
      ],
      [
        'Challenges',
        [
          'Growing Chinese influence through infrastructure loans',
          'Political changes in neighbouring countries affecting ties',
          'Delays in project implementation',
          'Terrorism from across the western border',
        ],
      ],
    ],
    conclusion:
      'Delivering projects on time, respecting neighbours’ sensitivities and promoting regional trade can make India the preferred partner in South Asia.',
    keywords: 'neighbourhood first, foreign policy, south asia, international relations',
  },
  {
    slug: 'panchayati-raj-challenges-73rd-amendment',
    tag: 'Panchayati Raj Institutions',
    question:
      'Three decades after the 73rd Constitutional Amendment, Panchayati Raj institutions remain weak. Discuss. (250 words, 15 marks)',
    intro:
      'The 73rd Amendment Act, 1992 gave constitutional status to panchayats, mandating three tiers, regular elections, reservation for women and SC/STs, and State Finance Commissions.',
    sections: [
      [
        'Achievements',
        [
          'Over 31 lakh elected representatives, nearly half of them women',
          'Regular elections in most states',
          'Gram sabhas as forums of direct democracy',
        ],
      ],
      [
        'Why they remain weak',
        [
          'Inadequate devolution of funds, functions and functionaries',
          'Dependence on grants; weak own-source revenue',
          'Irregular State Finance Commissions',
          'Proxy representation (“sarpanch pati”)',
          'Bureaucratic control over decisions',
        ],
      ],
    ],
    conclusion:
      'Real decentralisation requires devolving the “3Fs”, building capacity and empowering gram sabhas, as the Second Administrative Reforms Commission recommended.',
    keywords: 'panchayati raj, 73rd amendment, decentralisation, local government',
  },
  {
    slug: 'right-to-information-act-transparency-challenges',
    tag: 'RTI Act and Transparency',
    question:
      'The Right to Information Act has been a powerful tool of transparency, but faces serious challenges. Discuss. (150 words, 10 marks)',
    intro:
      'The Right to Information Act, 2005 enables citizens to seek information from public authorities within 30 days, operationalising the right to know under Article 19(1)(a).',
    sections: [
      [
        'Impact',
        [
          'Exposed irregularities in ration distribution, MGNREGA and public works',
          'Empowered ordinary citizens to question officials',
          'Encouraged proactive disclosure under Section 4',
        ],
      ],
      [
        'Challenges',
        [
          'Large pendency in information commissions',
          'Vacancies in commissions',
          'Attacks on RTI activists',
          'Poor record management and proactive disclosure',
        ],
      ],
    ],
    conclusion:
      'Filling vacancies, digitising records and protecting whistle-blowers will keep the RTI a living instrument of accountability.',
    keywords: 'rti act, transparency, accountability, governance',
  },
  {
    slug: 'role-of-civil-services-in-democracy',
    tag: 'Civil Services in a Democracy',
    question:
      'Discuss the role of civil services in a democracy. What reforms are needed to make them more responsive? (250 words, 15 marks)',
    intro:
      'Sardar Patel called the all-India services the “steel frame” of the nation. In a democracy, civil servants implement the policies of elected governments while upholding the Constitution and the rule of law.',
    sections: [
      [
        'Role',
        [
          'Policy advice based on evidence and experience',
          'Implementation of laws and welfare schemes',
          'Continuity and stability across changes of government',
          'Conduct of elections and disaster response',
        ],
      ],
      [
        'Reforms needed',
        [
          'Lateral entry and domain specialisation',
          'Outcome-based performance appraisal',
          'Protection from arbitrary transfers (fixed tenure)',
          'Mission Karmayogi for continuous capacity building',
          'Citizen-centric service delivery and grievance redressal',
        ],
      ],
    ],
    conclusion: 'A neutral, competent and empathetic civil service is essential for democracy to deliver on its promises to citizens.',
    keywords: 'civil services, governance, administrative reforms, mission karmayogi',
  },
];
