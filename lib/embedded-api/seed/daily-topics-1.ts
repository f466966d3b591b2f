/** Topic bank for daily current affairs, part 1: polity and economy. */
import type { CoverName } from './pics';

export type DailyTopic = {
  slug: string;
  /** Headline; an angle is appended per article. */
  title: string;
  /** Short label for meta titles (≤ 32 characters). */
  tag: string;
  subject: string;
  paper: string;
  pic: CoverName;
  short: string;
  context: string;
  background: string;
  points: readonly string[];
  significance: string;
  quote: string;
  challenges: readonly string[];
  way: string;
  prelims: string;
  keywords: string;
};

export const topicsPolityEconomy: DailyTopic[] = [
  {
    slug: 'simultaneous-elections-one-nation-one-election',
    title: 'Simultaneous Elections and the One Nation, One Election Debate',
    tag: 'One Nation, One Election',
    subject: 'Polity',
    paper: 'GS Paper II',
    pic: 'polity',
    short:
      'The proposal to hold Lok Sabha and State Assembly elections together is back in discussion. We explain the constitutional changes, benefits and concerns.',
    context:
      'Parliamentary deliberations on the Constitution amendment bills for simultaneous elections have renewed the debate on synchronising the electoral cycle.',
    background:
      'Simultaneous elections were the norm until 1967, when premature dissolution of several assemblies broke the cycle. The High-Level Committee chaired by former President Ram Nath Kovind recommended synchronising Lok Sabha and Assembly polls first, followed by local bodies within 100 days.',
    points: [
      'Amendments proposed to Articles 83, 172 and a new Article 82A on an “appointed date”',
      'Mid-term polls would be held only for the unexpired term of the House',
      'A single electoral roll and elector photo identity card for all three tiers',
      'The bills were referred to a Joint Parliamentary Committee for wider consultation',
    ],
    significance:
      'Supporters argue that synchronised polls reduce election expenditure, limit the frequent imposition of the Model Code of Conduct and free the administration for governance.',
    quote:
      'Answer-writing pointer: frame simultaneous elections as a trade-off between administrative efficiency and the federal principle of accountability of each House to its electorate.',
    challenges: [
      'Concerns over federalism and the curtailment of state assembly terms',
      'Logistics: EVMs, VVPATs and security forces needed for a single round',
      'Possible dominance of national issues over local ones',
    ],
    way: 'Build consensus among political parties and states, pilot synchronisation in phases, and strengthen the Election Commission’s capacity before a nationwide rollout.',
    prelims:
      'Article 83(2) fixes the term of the Lok Sabha at five years from the date of its first meeting; Article 172 does the same for State Legislative Assemblies.',
    keywords: 'one nation one election, simultaneous elections, kovind committee, article 83, article 172',
  },
  {
    slug: 'governor-assent-state-bills-article-200',
    title: 'Governor’s Assent to State Bills: Article 200 in Focus',
    tag: 'Governor’s Assent: Article 200',
    subject: 'Polity',
    paper: 'GS Paper II',
    pic: 'polity',
    short:
      'Delays by Governors in acting on bills passed by state legislatures have reached the Supreme Court again. Understand Article 200 and the federal questions involved.',
    context:
      'Disputes between state governments and Governors over pending bills continue to raise questions about the limits of gubernatorial discretion.',
    background:
      'Under Article 200, when a bill passed by a state legislature is presented to the Governor, he may assent, withhold assent, return it (if not a money bill) for reconsideration, or reserve it for the President’s consideration under Article 201.',
    points: [
      'The Constitution prescribes no explicit time limit for the Governor’s decision',
      'If a returned bill is passed again, the Governor “shall not withhold assent”',
      'The Sarkaria and Punchhi Commissions recommended time limits for reserved bills',
      'Courts have held that the Governor generally acts on the aid and advice of the Council of Ministers',
    ],
    significance:
      'The issue goes to the heart of cooperative federalism and of responsible government, in which an elected legislature’s will should not be stalled indefinitely by a nominated office.',
    quote:
      'Answer-writing pointer: the phrase “as soon as possible” in the first proviso to Article 200 signals that the framers did not intend an indefinite pocket veto.',
    challenges: [
      'Absence of timelines creates scope for political friction',
      'Frequent litigation between states and Raj Bhavans',
      'Perception of the Governor as an agent of the Union',
    ],
    way: 'Codify reasonable timelines through conventions or amendment, follow the Punchhi Commission’s suggestions, and restore dialogue between Raj Bhavan and the elected government.',
    prelims:
      'Article 201 deals with bills reserved for the consideration of the President; Article 163 with the Council of Ministers to aid and advise the Governor.',
    keywords: 'governor, article 200, article 201, federalism, state bills, punchhi commission',
  },
  {
    slug: 'anti-defection-law-tenth-schedule',
    title: 'Anti-Defection Law and the Speaker’s Role',
    tag: 'Anti-Defection Law',
    subject: 'Polity',
    paper: 'GS Paper II',
    pic: 'polity',
    short:
      'Repeated legislative crises have revived questions about the Tenth Schedule and the Speaker as the deciding authority on disqualification petitions.',
    context:
      'Long delays by presiding officers in deciding disqualification petitions have again drawn criticism from courts and commentators.',
    background:
      'The Tenth Schedule was added by the 52nd Amendment in 1985 to curb defections. The 91st Amendment in 2003 removed the “split” exception and kept only mergers backed by two-thirds of the legislature party.',
    points: [
      'A member is disqualified for voluntarily giving up party membership or defying the whip',
      'The Speaker or Chairman decides disqualification petitions',
      'Kihoto Hollohan (1992) upheld the law but made the Speaker’s decision subject to judicial review',
      'Courts have suggested that petitions be decided within a reasonable time, ordinarily three months',
    ],
    significance:
      'The law was meant to ensure political stability and respect for the voter’s mandate, but its design has weakened intra-party debate and legislators’ independence.',
    quote:
      'Answer-writing pointer: balance “stability of governments” against “freedom of conscience of legislators” and suggest limiting the whip to confidence and money motions.',
    challenges: [
      'Partisan conduct of presiding officers',
      'Mass resignations used to bypass the law',
      'Mergers exception exploited to legitimise group defections',
    ],
    way: 'Vest the decision in an independent tribunal or the Election Commission, fix timelines, and restrict the whip to votes that threaten the government’s survival, as the Law Commission suggested.',
    prelims: 'Paragraph 4 of the Tenth Schedule protects mergers supported by at least two-thirds of the members of the legislature party.',
    keywords: 'anti-defection law, tenth schedule, speaker, kihoto hollohan, 52nd amendment',
  },
  {
    slug: 'delimitation-after-census-federal-balance',
    title: 'Delimitation after the Next Census: The Federal Balance',
    tag: 'Delimitation and Federalism',
    subject: 'Polity',
    paper: 'GS Paper II',
    pic: 'polity',
    short:
      'With the freeze on inter-state seat allocation due to end after the first census after 2026, states are debating how delimitation will change representation.',
    context:
      'Several southern and north-eastern states have voiced concern that population-based reallocation of Lok Sabha seats would reduce their relative share.',
    background:
      'Articles 82 and 170 require readjustment of seats after every census. The 42nd Amendment froze seat allocation on the basis of the 1971 Census, and the 84th Amendment extended the freeze until the first census taken after 2026.',
    points: [
      'A Delimitation Commission, whose orders cannot be challenged in court, redraws constituencies',
      'States that stabilised population fear losing relative weight',
      'Seat reservation for SCs and STs is also recalculated',
      'Women’s reservation is linked to the next delimitation exercise',
    ],
    significance:
      'Delimitation balances the democratic principle of “one person, one vote” against the federal principle that states should not be penalised for successful population control.',
    quote:
      'Answer-writing pointer: India’s federal bargain rests on both equal citizens and consenting states — delimitation must honour both.',
    challenges: [
      'Wide divergence in population growth across states',
      'Risk of regional alienation',
      'Capacity of the Lok Sabha chamber and effective deliberation',
    ],
    way: 'Options include increasing the total number of seats so that no state loses seats, extending the freeze, or giving more weight to the Rajya Sabha’s federal role.',
    prelims: 'Delimitation Commissions have been constituted under the Delimitation Commission Acts of 1952, 1962, 1972 and 2002.',
    keywords: 'delimitation, article 82, census, lok sabha seats, federalism',
  },
  {
    slug: 'womens-reservation-nari-shakti-vandan-adhiniyam',
    title: 'Women’s Reservation in Legislatures: Nari Shakti Vandan Adhiniyam',
    tag: 'Women’s Reservation Act',
    subject: 'Polity',
    paper: 'GS Paper II',
    pic: 'society',
    short:
      'The constitutional amendment reserving one-third of seats for women in the Lok Sabha and state assemblies awaits implementation after the census and delimitation.',
    context:
      'Discussion on the timeline of the census and delimitation has brought renewed attention to when women’s reservation in legislatures will take effect.',
    background:
      'The Constitution (106th Amendment) Act, 2023, known as the Nari Shakti Vandan Adhiniyam, reserves one-third of seats in the Lok Sabha, State Legislative Assemblies and the Delhi Assembly for women.',
    points: [
      'Reservation includes one-third of the seats already reserved for SCs and STs',
      'It comes into force after delimitation based on the first census after the Act’s commencement',
      'Reservation lasts 15 years and can be extended by Parliament',
      'Reserved seats will rotate after each delimitation',
    ],
    significance:
      'Women’s representation in the Lok Sabha has historically stayed below 15 per cent. Panchayati Raj experience shows that reservation can expand women’s leadership and change policy priorities.',
    quote:
      'Answer-writing pointer: cite the experience of the 73rd and 74th Amendments, where reserved seats created a pipeline of women leaders at the grassroots.',
    challenges: [
      'Implementation linked to census and delimitation timelines',
      'No reservation for OBC women',
      'Possibility of proxy representation',
    ],
    way: 'Complete the census and delimitation on time, invest in capacity building of women representatives, and encourage parties to field women candidates even before reservation applies.',
    prelims: 'The reservation does not extend to the Rajya Sabha or State Legislative Councils.',
    keywords: 'women reservation, nari shakti vandan adhiniyam, 106th amendment, gender equality',
  },
  {
    slug: 'collegium-system-judicial-appointments',
    title: 'The Collegium System and Judicial Appointments',
    tag: 'Collegium and Appointments',
    subject: 'Polity',
    paper: 'GS Paper II',
    pic: 'polity',
    short:
      'Pending vacancies in High Courts have revived the debate on the collegium system, the Memorandum of Procedure and transparency in judicial appointments.',
    context:
      'Delays in notifying names recommended by the collegium and high vacancy levels in High Courts remain a subject of public debate.',
    background:
      'The collegium system emerged from the Second (1993) and Third (1998) Judges cases. In 2015 the Supreme Court struck down the 99th Amendment and the National Judicial Appointments Commission in the Fourth Judges case.',
    points: [
      'The Supreme Court collegium comprises the Chief Justice of India and four senior-most judges',
      'The Memorandum of Procedure governs the process but has not been finalised afresh',
      'The government can return a name once; a reiterated name is ordinarily binding',
      'High Courts face large vacancies and pendency',
    ],
    significance:
      'Judicial independence is part of the basic structure; at the same time, transparency and diversity in appointments strengthen public confidence in the judiciary.',
    quote:
      'Answer-writing pointer: the goal is an appointment process that is independent of the executive and also accountable to the public.',
    challenges: [
      'Opacity of collegium deliberations',
      'Delays on both the executive and judicial sides',
      'Limited diversity in gender and social background',
    ],
    way: 'Finalise a time-bound Memorandum of Procedure, publish criteria for selection, and create a permanent secretariat to support the collegium.',
    prelims: 'Articles 124 and 217 provide for the appointment of Supreme Court and High Court judges respectively.',
    keywords: 'collegium, njac, judges case, judicial appointments, memorandum of procedure',
  },
  {
    slug: 'rbi-monetary-policy-repo-rate',
    title: 'RBI Monetary Policy Review: Repo Rate and Inflation Outlook',
    tag: 'RBI Monetary Policy',
    subject: 'Economy',
    paper: 'GS Paper III',
    pic: 'economy',
    short:
      'The Monetary Policy Committee has announced its bi-monthly decision. Understand how the repo rate, the stance and liquidity tools affect growth and inflation.',
    context:
      'The RBI’s Monetary Policy Committee concluded its bi-monthly meeting and announced its decision on the policy repo rate and its stance.',
    background:
      'Under the flexible inflation targeting framework adopted in 2016, the RBI Act mandates a CPI inflation target of 4 per cent with a tolerance band of 2 to 6 per cent. A six-member Monetary Policy Committee decides the policy rate by majority, with the Governor holding a casting vote.',
    points: [
      'The repo rate is the rate at which the RBI lends to banks against government securities',
      'The Standing Deposit Facility is the floor of the liquidity adjustment corridor; the Marginal Standing Facility its ceiling',
      'The stance signals the likely direction of future policy',
      'Transmission to lending rates is faster for loans linked to external benchmarks',
    ],
    significance:
      'Monetary policy balances price stability with growth. Well-anchored inflation expectations lower the cost of capital and protect the purchasing power of the poor.',
    quote: 'Answer-writing pointer: price stability is a necessary pre-condition for sustainable growth — not its rival.',
    challenges: [
      'Food inflation driven by supply shocks that monetary policy cannot directly address',
      'Global interest rates and capital flows',
      'Incomplete transmission to small borrowers',
    ],
    way: 'Coordinate monetary and fiscal measures, strengthen supply chains for food, and deepen external-benchmark lending to speed up transmission.',
    prelims:
      'Section 45ZB of the RBI Act, 1934 provides for the Monetary Policy Committee; the inflation target is set by the Central Government in consultation with the RBI every five years.',
    keywords: 'rbi, monetary policy committee, repo rate, inflation targeting, liquidity',
  },
  {
    slug: 'gst-council-rate-rationalisation',
    title: 'GST Council and Rate Rationalisation',
    tag: 'GST Rate Rationalisation',
    subject: 'Economy',
    paper: 'GS Paper III',
    pic: 'economy',
    short:
      'The GST Council’s decisions on rate rationalisation and compliance show how cooperative fiscal federalism works in practice. Key facts and analysis.',
    context:
      'Recent deliberations of the GST Council on simplifying the rate structure and easing compliance have drawn attention to the Council’s working.',
    background:
      'The Goods and Services Tax was introduced in July 2017 through the 101st Constitutional Amendment. Article 279A created the GST Council, chaired by the Union Finance Minister with state finance ministers as members.',
    points: [
      'Decisions need three-fourths of weighted votes: the Centre has one-third weight, states together two-thirds',
      'Rationalising slabs reduces classification disputes and inverted duty structures',
      'E-invoicing and e-way bills have improved compliance',
      'Petroleum products and alcohol for human consumption remain outside GST in practice',
    ],
    significance:
      'The Council is a unique institution of pooled sovereignty: neither the Centre nor the states can act alone on indirect taxes.',
    quote:
      'Answer-writing pointer: describe the GST Council as the “laboratory of cooperative federalism” and support it with the voting structure.',
    challenges: [
      'Revenue concerns of states after the end of compensation',
      'Frequent rate changes and litigation over classification',
      'Appellate tribunal capacity',
    ],
    way: 'A simpler rate structure, a fully functional GST Appellate Tribunal and predictable revenue-sharing arrangements would strengthen trust between the Centre and states.',
    prelims:
      'In Union of India v. Mohit Minerals (2022) the Supreme Court held that GST Council recommendations are persuasive, not binding.',
    keywords: 'gst council, article 279a, 101st amendment, fiscal federalism, tax',
  },
  {
    slug: 'fiscal-deficit-frbm-debt-path',
    title: 'Fiscal Deficit, FRBM and India’s Debt Path',
    tag: 'Fiscal Deficit and FRBM',
    subject: 'Economy',
    paper: 'GS Paper III',
    pic: 'economy',
    short:
      'Fiscal consolidation is shifting from annual deficit targets to a debt-to-GDP anchor. We explain the FRBM framework and what it means for growth.',
    context:
      'The government’s medium-term fiscal policy statement emphasises reducing the Centre’s debt-to-GDP ratio over the coming years.',
    background:
      'The Fiscal Responsibility and Budget Management Act, 2003 set targets for fiscal and revenue deficits. The N.K. Singh Committee (2017) recommended debt as the primary anchor, with a combined general government debt target of 60 per cent of GDP.',
    points: [
      'Fiscal deficit is the excess of total expenditure over total receipts excluding borrowings',
      'Capital expenditure has a higher multiplier than revenue expenditure',
      'State governments have their own FRBM laws and borrowing limits under Article 293',
      'Escape clauses allow deviation during national calamities or structural reforms',
    ],
    significance:
      'Lower debt reduces interest payments, which absorb a large share of revenue receipts, creating fiscal space for health, education and infrastructure.',
    quote:
      'Answer-writing pointer: quality of expenditure matters as much as quantity — shift from revenue spending to productive capital spending.',
    challenges: ['High interest burden', 'Off-budget borrowings of states', 'Pressure for subsidies and welfare spending'],
    way: 'Broaden the tax base, improve expenditure quality, and adopt a credible debt anchor supervised by an independent fiscal council.',
    prelims: 'Primary deficit equals fiscal deficit minus interest payments.',
    keywords: 'fiscal deficit, frbm act, debt to gdp, nk singh committee, public finance',
  },
  {
    slug: 'upi-digital-payments-global',
    title: 'UPI and India’s Digital Payments Story',
    tag: 'UPI and Digital Payments',
    subject: 'Economy',
    paper: 'GS Paper III',
    pic: 'economy',
    short:
      'UPI continues to set records in transaction volume and is expanding abroad. Understand its architecture, benefits and the questions of sustainability.',
    context:
      'UPI transactions have reached new monthly highs while more countries link their payment systems with India’s Unified Payments Interface.',
    background:
      'UPI was launched in 2016 by the National Payments Corporation of India (NPCI), an umbrella organisation set up by the RBI and the Indian Banks’ Association. It enables instant, interoperable transfers through a virtual payment address.',
    points: [
      'Part of the “India Stack” with Aadhaar and DigiLocker',
      'UPI Lite and UPI 123PAY extend payments to small-value and feature-phone users',
      'Cross-border links with several countries in Asia and the Gulf',
      'Zero merchant discount rate on most UPI transactions',
    ],
    significance:
      'Digital payments have formalised small businesses, enabled credit based on cash-flow data, and cut the cost of handling cash.',
    quote: 'Answer-writing pointer: UPI shows how public digital infrastructure can create open markets for private innovation.',
    challenges: ['Rising digital payment fraud', 'Concentration of market share in a few apps', 'Funding the system with zero MDR'],
    way: 'Strengthen fraud monitoring, promote financial literacy, address market concentration, and design a sustainable revenue model.',
    prelims: 'NPCI is a not-for-profit company under Section 8 of the Companies Act, 2013.',
    keywords: 'upi, npci, digital payments, india stack, fintech',
  },
  {
    slug: 'msp-kharif-crops-farm-income',
    title: 'Minimum Support Prices and Farm Incomes',
    tag: 'MSP and Farm Incomes',
    subject: 'Economy',
    paper: 'GS Paper III',
    pic: 'economy',
    short:
      'The Union Cabinet has announced minimum support prices for the coming season. We look at how MSP is fixed and the debate on its legal guarantee.',
    context:
      'The Cabinet Committee on Economic Affairs approved MSPs for the season on the recommendation of the Commission for Agricultural Costs and Prices.',
    background:
      'MSP is announced for 22 mandated crops, along with the Fair and Remunerative Price for sugarcane. Since 2018-19 MSP has been fixed at a minimum of 1.5 times the A2+FL cost of production.',
    points: [
      'A2 covers paid-out costs; A2+FL adds the imputed value of family labour',
      'C2 additionally includes rent and interest on owned land and capital',
      'Procurement is concentrated in wheat and paddy in a few states',
      'PM-AASHA includes price support and price deficiency payment schemes',
    ],
    significance: 'MSP provides a price floor, reduces risk and encourages production of crops needed for food security.',
    quote:
      'Answer-writing pointer: price support alone cannot raise farm incomes — productivity, diversification and market access must move together.',
    challenges: [
      'Skewed procurement encourages water-intensive crops',
      'Fiscal cost of open-ended procurement',
      'Limited awareness among farmers in non-procuring states',
    ],
    way: 'Promote crop diversification, expand procurement of pulses and millets, strengthen FPOs and build storage and market infrastructure.',
    prelims: 'The CACP is an attached office of the Ministry of Agriculture and Farmers Welfare; it is not a statutory body.',
    keywords: 'msp, cacp, farm income, agriculture, procurement',
  },
  {
    slug: 'critical-minerals-mission-supply-chains',
    title: 'Critical Minerals and Supply-Chain Security',
    tag: 'Critical Minerals Mission',
    subject: 'Economy',
    paper: 'GS Paper III',
    pic: 'economy',
    short:
      'India is auctioning critical mineral blocks and seeking overseas assets to secure lithium, cobalt and rare earths for clean energy and electronics.',
    context:
      'New rounds of critical mineral block auctions and overseas acquisitions highlight India’s push to secure supply chains for clean energy.',
    background:
      'In 2023 the Ministry of Mines identified 30 critical minerals, and the MMDR Act was amended to let the Centre auction them. The National Critical Mineral Mission was approved in 2025 to boost exploration, processing and recycling.',
    points: [
      'Lithium, cobalt, nickel, graphite and rare earths are vital for batteries and electronics',
      'KABIL is a joint venture of three PSUs for acquiring overseas mineral assets',
      'India is a member of the Minerals Security Partnership',
      'Recycling of e-waste and batteries is part of the strategy',
    ],
    significance:
      'Energy transition and electronics manufacturing depend on minerals concentrated in a few countries; secure supply is now a strategic priority.',
    quote: 'Answer-writing pointer: critical minerals are to the 21st century what oil was to the 20th.',
    challenges: [
      'Low domestic exploration and processing capacity',
      'Environmental and social impact of mining',
      'Global concentration of refining',
    ],
    way: 'Invest in exploration and processing technology, strengthen partnerships with resource-rich countries and promote a circular economy.',
    prelims: 'KABIL (Khanij Bidesh India Ltd) is a joint venture of NALCO, HCL and MECL.',
    keywords: 'critical minerals, lithium, rare earths, kabil, mmdr act',
  },
];
