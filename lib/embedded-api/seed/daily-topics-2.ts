/** Topic bank for daily current affairs, part 2: environment, science, international relations, schemes, security. */
import type { DailyTopic } from './daily-topics-1';

export const topicsEnvironment: DailyTopic[] = [
  {
    slug: 'climate-cop-ndc-climate-finance',
    title: 'Climate Negotiations: NDCs and Climate Finance',
    tag: 'Climate Talks and NDCs',
    subject: 'Environment',
    paper: 'GS Paper III',
    pic: 'environment',
    short:
      'As countries prepare new Nationally Determined Contributions, climate finance and equity remain the sticking points. India’s position explained.',
    context:
      'Climate negotiations under the UNFCCC continue to focus on new emission targets and the finance that developing countries need to meet them.',
    background:
      'Under the Paris Agreement (2015), countries submit Nationally Determined Contributions every five years. India’s updated NDC (2022) commits to reducing the emissions intensity of GDP by 45 per cent from 2005 levels and to 50 per cent of installed power capacity from non-fossil sources by 2030.',
    points: [
      'India has announced a net-zero target for 2070',
      'A New Collective Quantified Goal on climate finance was agreed at COP29 in Baku',
      'The Global Stocktake assesses collective progress every five years',
      'Mission LiFE promotes sustainable lifestyles',
    ],
    significance:
      'Developing countries stress Common But Differentiated Responsibilities and Respective Capabilities (CBDR-RC): historical emitters must lead in cutting emissions and providing finance.',
    quote:
      'Answer-writing pointer: climate justice means that those who contributed least to the problem should not bear the largest share of its costs.',
    challenges: [
      'Finance pledges far below estimated needs',
      'Trade measures such as carbon border taxes',
      'Adaptation funding lags behind mitigation',
    ],
    way: 'Scale up grant-based finance, operationalise the loss and damage fund, share technology, and keep adaptation at the centre of negotiations.',
    prelims: 'The UNFCCC was adopted at the Rio Earth Summit in 1992; the Kyoto Protocol in 1997; the Paris Agreement in 2015.',
    keywords: 'unfccc, cop, ndc, paris agreement, climate finance, net zero 2070',
  },
  {
    slug: 'heatwaves-heat-action-plans',
    title: 'Heatwaves and Heat Action Plans',
    tag: 'Heatwaves and Heat Action',
    subject: 'Environment',
    paper: 'GS Paper III',
    pic: 'environment',
    short:
      'Longer and more intense heatwaves are testing India’s preparedness. Learn the IMD criteria, the health impact and how heat action plans work.',
    context:
      'Recurring heatwaves across north and central India have renewed calls to treat extreme heat as a disaster and to strengthen heat action plans.',
    background:
      'The IMD declares a heatwave when the maximum temperature reaches at least 40°C in the plains (37°C on the coast, 30°C in the hills) and departs from normal by 4.5°C or more. Ahmedabad’s 2013 Heat Action Plan was the first in South Asia.',
    points: [
      'Heat action plans combine early warnings, cool shelters, hospital preparedness and public awareness',
      'Outdoor workers, the elderly and children are most vulnerable',
      'Urban heat islands raise night-time temperatures',
      'Heatwave is not among the notified disasters eligible for SDRF/NDRF funding',
    ],
    significance: 'Extreme heat reduces labour productivity, strains power grids and water supply, and causes avoidable deaths.',
    quote:
      'Answer-writing pointer: heat is a “silent disaster” — its deaths are under-counted because they rarely look like disaster deaths.',
    challenges: ['Weak mortality data', 'Heat plans without dedicated budgets', 'Informal workers without protection'],
    way: 'Institutionalise heat plans with funding, adopt cool-roof and urban greening programmes, adjust working hours, and improve surveillance of heat illness.',
    prelims: 'The NDMA issued national guidelines for the preparation of heat action plans in 2016 and revised them in 2019.',
    keywords: 'heatwave, imd, heat action plan, ndma, urban heat island',
  },
  {
    slug: 'project-cheetah-kuno-gandhi-sagar',
    title: 'Project Cheetah: Progress and Challenges',
    tag: 'Project Cheetah',
    subject: 'Environment',
    paper: 'GS Paper III',
    pic: 'environment',
    short:
      'India’s intercontinental cheetah translocation is expanding to a second site. We review the project’s progress, scientific concerns and next steps.',
    context: 'Cheetahs have been moved to a second site as Project Cheetah enters its next phase.',
    background:
      'The cheetah was declared extinct in India in 1952. Under Project Cheetah, eight cheetahs from Namibia (2022) and twelve from South Africa (2023) were released in Kuno National Park in Madhya Pradesh. Gandhi Sagar Wildlife Sanctuary is the second site.',
    points: [
      'It is the world’s first intercontinental translocation of a large carnivore',
      'Cubs have been born in Kuno',
      'Deaths due to infections and adaptation issues raised concerns',
      'The IUCN lists the cheetah as Vulnerable',
    ],
    significance: 'Supporters see the cheetah as a flagship species for restoring India’s neglected grasslands and savannahs.',
    quote: 'Answer-writing pointer: the success of a reintroduction is measured not by arrivals but by a self-sustaining wild population.',
    challenges: ['Limited prey base and space', 'Adaptation to Indian seasons', 'Human–wildlife conflict outside protected areas'],
    way: 'Secure a larger connected landscape, improve veterinary care, involve local communities, and publish scientific monitoring data.',
    prelims: 'The National Tiger Conservation Authority (NTCA) implements Project Cheetah.',
    keywords: 'project cheetah, kuno national park, gandhi sagar, wildlife conservation',
  },
  {
    slug: 'great-indian-bustard-power-lines',
    title: 'Great Indian Bustard and Renewable Energy Power Lines',
    tag: 'Great Indian Bustard',
    subject: 'Environment',
    paper: 'GS Paper III',
    pic: 'environment',
    short:
      'Balancing renewable energy transmission with the survival of the critically endangered Great Indian Bustard remains a test of green development.',
    context:
      'Conservation of the Great Indian Bustard in Rajasthan and Gujarat is again under discussion as solar and wind capacity expands in its habitat.',
    background:
      'The Great Indian Bustard is listed as Critically Endangered by the IUCN and is in Schedule I of the Wild Life (Protection) Act, 1972. Fewer than 150 birds are estimated to survive, mostly in the Thar desert.',
    points: [
      'Collision with overhead power lines is a leading cause of death',
      'The Supreme Court ordered undergrounding of lines in priority areas and later set up an expert committee',
      'Captive breeding centres have been set up in Rajasthan',
      'Bird diverters are being installed on existing lines',
    ],
    significance: 'The case shows that climate action and biodiversity conservation must be planned together rather than traded off.',
    quote: 'Answer-writing pointer: green energy that wipes out a species is not sustainable development.',
    challenges: ['Cost of undergrounding high-voltage lines', 'Loss of grassland habitat', 'Slow breeding rate of the species'],
    way: 'Zone renewable projects away from priority habitat, retrofit bird diverters, expand captive breeding and protect community grasslands.',
    prelims: 'Desert National Park in Rajasthan is a key habitat of the Great Indian Bustard.',
    keywords: 'great indian bustard, thar, renewable energy, power lines, conservation',
  },
  {
    slug: 'national-green-hydrogen-mission',
    title: 'National Green Hydrogen Mission',
    tag: 'Green Hydrogen Mission',
    subject: 'Environment',
    paper: 'GS Paper III',
    pic: 'science',
    short:
      'India aims to produce 5 million tonnes of green hydrogen a year by 2030. Understand the mission, incentives, and the cost and technology challenges.',
    context:
      'New tenders for electrolyser manufacturing and green hydrogen production have been awarded under the National Green Hydrogen Mission.',
    background:
      'Approved in January 2023 with an outlay of ₹19,744 crore, the mission targets a production capacity of at least 5 million metric tonnes of green hydrogen per year by 2030.',
    points: [
      'Green hydrogen is produced by electrolysis of water using renewable electricity',
      'The SIGHT programme supports electrolyser manufacturing and hydrogen production',
      'Hard-to-abate sectors such as steel, fertilisers and refineries are key users',
      'Green hydrogen hubs are being developed near ports',
    ],
    significance: 'Green hydrogen can cut import dependence on fossil fuels and decarbonise industry while creating an export opportunity.',
    quote: 'Answer-writing pointer: hydrogen is an energy carrier, not a source — it is only as clean as the electricity used to make it.',
    challenges: ['High cost compared with grey hydrogen', 'Water requirements in dry regions', 'Storage and transport infrastructure'],
    way: 'Reduce costs through scale and domestic manufacturing, create demand through mandates, and set certification standards.',
    prelims: 'Grey hydrogen is made from natural gas; blue hydrogen uses carbon capture; green hydrogen uses renewable power.',
    keywords: 'green hydrogen, electrolyser, sight programme, energy transition',
  },
  {
    slug: 'ramsar-sites-wetland-conservation',
    title: 'Ramsar Sites and Wetland Conservation',
    tag: 'Ramsar Wetlands',
    subject: 'Environment',
    paper: 'GS Paper III',
    pic: 'environment',
    short:
      'More Indian wetlands have been designated as Ramsar sites. We explain the convention, the benefits of listing and the threats wetlands face.',
    context: 'New Indian wetlands have been added to the List of Wetlands of International Importance under the Ramsar Convention.',
    background:
      'The Ramsar Convention was signed in 1971 at Ramsar, Iran. India joined in 1982; Chilika Lake and Keoladeo National Park were its first sites. India now has the largest network of Ramsar sites in South Asia.',
    points: [
      'Wetlands recharge groundwater, control floods and store carbon',
      'The Montreux Record lists sites facing adverse ecological change — Keoladeo and Loktak are on it',
      'The Wetlands (Conservation and Management) Rules, 2017 regulate activities',
      'The Amrit Dharohar initiative promotes conservation of Ramsar sites',
    ],
    significance:
      'Wetlands support livelihoods of fishing and farming communities and are crucial for migratory birds along the Central Asian Flyway.',
    quote: 'Answer-writing pointer: wetlands are the “kidneys of the landscape” — they filter, store and release water.',
    challenges: ['Encroachment and urbanisation', 'Pollution and invasive species', 'Weak state wetland authorities'],
    way: 'Map and notify wetlands, involve local communities, control pollution and integrate wetlands into urban planning.',
    prelims: 'World Wetlands Day is observed on 2 February, the date the convention was adopted.',
    keywords: 'ramsar convention, wetlands, montreux record, biodiversity',
  },
];

export const topicsScienceWorld: DailyTopic[] = [
  {
    slug: 'gaganyaan-human-spaceflight',
    title: 'Gaganyaan and India’s Human Spaceflight Plans',
    tag: 'Gaganyaan Mission',
    subject: 'Science & Technology',
    paper: 'GS Paper III',
    pic: 'science',
    short:
      'ISRO’s Gaganyaan programme is progressing through test flights towards India’s first crewed mission. Key components and the road to a space station.',
    context: 'ISRO has reported progress on test flights and crew-safety systems for the Gaganyaan human spaceflight programme.',
    background:
      'Gaganyaan aims to send a crew of up to three astronauts to low-earth orbit of about 400 km and return them safely. Uncrewed missions and abort tests precede the crewed flight. ISRO has also announced plans for the Bharatiya Antariksh Station.',
    points: [
      'The human-rated LVM3 launch vehicle carries the crew module',
      'The Crew Escape System is tested through test-vehicle missions',
      'An uncrewed flight carries the humanoid robot “Vyommitra”',
      'Astronaut-designates are trained in India and abroad',
    ],
    significance:
      'Human spaceflight capability strengthens India’s scientific base, inspires students and opens opportunities for the private space sector.',
    quote: 'Answer-writing pointer: spaceflight is a technology multiplier — life-support, materials and medicine all benefit.',
    challenges: ['Crew safety and human-rating of systems', 'High costs', 'Building an ecosystem of private suppliers'],
    way: 'Complete testing without compromising safety, expand private participation through IN-SPACe, and build international partnerships.',
    prelims: 'IN-SPACe is the single-window agency that authorises private space activities in India.',
    keywords: 'gaganyaan, isro, human spaceflight, lvm3, space station',
  },
  {
    slug: 'india-semiconductor-mission-fabs',
    title: 'India Semiconductor Mission: Fabs and Packaging Units',
    tag: 'Semiconductor Mission',
    subject: 'Science & Technology',
    paper: 'GS Paper III',
    pic: 'science',
    short:
      'New semiconductor fabrication and packaging units are coming up in India. The incentives, the progress and the ecosystem still to be built.',
    context: 'More semiconductor assembly and packaging projects have been approved under the India Semiconductor Mission.',
    background:
      'The Semicon India programme was approved in December 2021 with an outlay of ₹76,000 crore. It offers fiscal support of up to half the project cost for fabs, display fabs and ATMP/OSAT units.',
    points: [
      'A commercial fab is being set up at Dholera, Gujarat',
      'An ATMP unit is under construction at Sanand, Gujarat',
      'Design-Linked Incentive scheme supports chip design start-ups',
      'Chips-to-Startup programme trains engineers',
    ],
    significance:
      'Semiconductors are the foundation of electronics, automobiles, telecom and defence; domestic capacity reduces strategic vulnerability.',
    quote: 'Answer-writing pointer: in the digital economy, chips are strategic assets just like energy.',
    challenges: [
      'Very high capital costs and long gestation',
      'Need for ultra-pure water and stable power',
      'Shortage of specialised talent',
    ],
    way: 'Build clusters with supporting industries, invest in skills and research, and leverage partnerships with trusted nations.',
    prelims: 'ATMP stands for Assembly, Testing, Marking and Packaging; OSAT for Outsourced Semiconductor Assembly and Test.',
    keywords: 'semiconductor, ism, fab, atmp, electronics manufacturing',
  },
  {
    slug: 'indiaai-mission-ai-governance',
    title: 'IndiaAI Mission and the Governance of Artificial Intelligence',
    tag: 'IndiaAI Mission',
    subject: 'Science & Technology',
    paper: 'GS Paper III',
    pic: 'science',
    short:
      'India is building public AI compute and foundation models while debating how to govern AI. The mission’s pillars and the regulatory questions.',
    context:
      'The government has expanded access to subsidised GPU compute and supported the development of Indian foundation models under the IndiaAI Mission.',
    background:
      'The IndiaAI Mission was approved in March 2024 with an outlay of about ₹10,372 crore. Its pillars include compute capacity, datasets, foundation models, skilling, start-up financing and safe and trusted AI.',
    points: [
      'Thousands of GPUs made available to researchers and start-ups at subsidised rates',
      'AIKosh platform for datasets',
      'Support for Indian-language large language models',
      'An AI Safety Institute for standards and risk research',
    ],
    significance: 'AI can improve agriculture, health, education and governance; India aims to be a maker, not just a user, of AI.',
    quote: 'Answer-writing pointer: the aim is “AI for all” — innovation with guardrails rather than regulation that stifles it.',
    challenges: ['Deepfakes and misinformation', 'Bias in algorithms and data privacy', 'Impact on jobs'],
    way: 'Adopt risk-based governance, enforce the Digital Personal Data Protection Act, invest in skilling and build Indian-language datasets.',
    prelims: 'The Digital Personal Data Protection Act was enacted in 2023.',
    keywords: 'indiaai mission, artificial intelligence, ai governance, gpu, deepfakes',
  },
  {
    slug: 'antimicrobial-resistance-one-health',
    title: 'Antimicrobial Resistance: The Silent Pandemic',
    tag: 'Antimicrobial Resistance',
    subject: 'Science & Technology',
    paper: 'GS Paper III',
    pic: 'science',
    short:
      'Rising resistance to antibiotics threatens routine medicine. We explain the drivers of AMR, India’s action plan and the One Health approach.',
    context: 'New surveillance data show high resistance to commonly used antibiotics in Indian hospitals.',
    background:
      'The WHO lists antimicrobial resistance among the top global public health threats. India adopted a National Action Plan on AMR in 2017; Kerala was the first state to adopt its own plan (KARSAP).',
    points: [
      'Over-the-counter sale and overuse of antibiotics drive resistance',
      'Antibiotics used as growth promoters in poultry add to the problem',
      'Schedule H1 restricts sale of certain antibiotics',
      'The “Red Line” campaign marks prescription-only antibiotics',
    ],
    significance:
      'Without effective antibiotics, surgeries, cancer treatment and childbirth become riskier; AMR also raises health-care costs.',
    quote: 'Answer-writing pointer: AMR is a One Health problem — human, animal and environmental health are linked.',
    challenges: ['Weak regulation of retail sale', 'Pharmaceutical effluents in rivers', 'Few new antibiotics in development'],
    way: 'Enforce prescription rules, run stewardship programmes in hospitals, curb antibiotic use in animals and fund research.',
    prelims: 'The Chennai Declaration (2012) was a roadmap by Indian medical societies to tackle AMR.',
    keywords: 'antimicrobial resistance, amr, one health, antibiotics, karsap',
  },
  {
    slug: 'national-quantum-mission',
    title: 'National Quantum Mission',
    tag: 'National Quantum Mission',
    subject: 'Science & Technology',
    paper: 'GS Paper III',
    pic: 'science',
    short:
      'The National Quantum Mission aims to build quantum computers, secure communication and sensors. Its goals, hubs and significance for India.',
    context: 'Thematic hubs under the National Quantum Mission have announced new research and start-up initiatives.',
    background:
      'The Union Cabinet approved the National Quantum Mission in April 2023 with an outlay of about ₹6,003 crore from 2023-24 to 2030-31, implemented by the Department of Science and Technology.',
    points: [
      'Target: intermediate-scale quantum computers with 50–1,000 physical qubits in eight years',
      'Satellite-based secure quantum communication over 2,000 km',
      'Four thematic hubs: computing, communication, sensing and metrology, materials and devices',
      'Support for quantum start-ups',
    ],
    significance:
      'Quantum technologies could transform drug discovery, materials, finance and cyber security — and break today’s encryption.',
    quote: 'Answer-writing pointer: in quantum, today’s research investment decides tomorrow’s strategic autonomy.',
    challenges: ['Shortage of skilled researchers', 'Dependence on imported components', 'Long time to commercial use'],
    way: 'Build human capital, encourage industry–academia collaboration, and prepare post-quantum cryptography standards.',
    prelims: 'A qubit can exist in a superposition of 0 and 1; entanglement links the states of two or more qubits.',
    keywords: 'national quantum mission, quantum computing, qubits, quantum communication',
  },
  {
    slug: 'india-middle-east-europe-economic-corridor',
    title: 'India–Middle East–Europe Economic Corridor (IMEC)',
    tag: 'IMEC Corridor',
    subject: 'International Relations',
    paper: 'GS Paper II',
    pic: 'international',
    short:
      'IMEC promises a faster trade route from India to Europe through the Gulf. Its routes, partners, strategic value and the regional obstacles.',
    context: 'Partner countries have reviewed progress on the India–Middle East–Europe Economic Corridor amid regional instability.',
    background:
      'IMEC was announced on the sidelines of the G20 Summit in New Delhi in September 2023 by India, the US, Saudi Arabia, the UAE, France, Germany, Italy and the European Union.',
    points: [
      'An eastern corridor links India to the Gulf by sea',
      'A northern corridor links the Gulf to Europe by rail and sea',
      'Plans include electricity cables, hydrogen pipelines and data cables',
      'Seen as a transparent alternative for connectivity in the region',
    ],
    significance: 'IMEC could cut transit time and costs for Indian exports to Europe and deepen India’s ties with the Gulf.',
    quote: 'Answer-writing pointer: connectivity is the new currency of geopolitics.',
    challenges: [
      'Conflict in West Asia',
      'Financing and multiple jurisdictions',
      'Competition with existing routes through the Suez Canal',
    ],
    way: 'Start with viable segments, align with the India–EU free trade talks and bring in multilateral finance.',
    prelims: 'The International North–South Transport Corridor (INSTC) links India with Russia through Iran.',
    keywords: 'imec, connectivity, g20, middle east, europe, corridor',
  },
  {
    slug: 'quad-indo-pacific-cooperation',
    title: 'The Quad and Indo-Pacific Cooperation',
    tag: 'Quad and Indo-Pacific',
    subject: 'International Relations',
    paper: 'GS Paper II',
    pic: 'international',
    short:
      'The Quad has moved from security talk to practical cooperation on health, technology and maritime awareness. What it means for India.',
    context: 'Quad partners have announced new initiatives on maritime domain awareness, critical technologies and disaster response.',
    background:
      'The Quadrilateral Security Dialogue of India, Japan, Australia and the US was revived in 2017 and held its first leaders’ summit in 2021.',
    points: [
      'Indo-Pacific Partnership for Maritime Domain Awareness (IPMDA)',
      'Quad Cancer Moonshot on cervical cancer',
      'Cooperation on critical and emerging technologies',
      'Humanitarian assistance and disaster relief',
    ],
    significance: 'For India, the Quad supports a free, open and inclusive Indo-Pacific while India keeps its strategic autonomy.',
    quote: 'Answer-writing pointer: the Quad is a partnership of democracies, not a military alliance.',
    challenges: ['Differing threat perceptions among members', 'Concerns of ASEAN centrality', 'Delivery on announced initiatives'],
    way: 'Focus on tangible public goods for the region, coordinate with ASEAN and keep the agenda broad-based.',
    prelims: 'The Quad’s origin lies in the Tsunami Core Group formed after the 2004 Indian Ocean tsunami.',
    keywords: 'quad, indo-pacific, ipmda, india us japan australia',
  },
  {
    slug: 'brics-expansion-global-south',
    title: 'BRICS Expansion and the Global South',
    tag: 'BRICS Expansion',
    subject: 'International Relations',
    paper: 'GS Paper II',
    pic: 'international',
    short:
      'An expanded BRICS is seeking a bigger voice for the Global South. India’s interests, the new members and the debate on de-dollarisation.',
    context: 'An expanded BRICS grouping is discussing reform of global institutions, trade in local currencies and development finance.',
    background:
      'BRICS began as BRIC in 2009; South Africa joined in 2010. Egypt, Ethiopia, Iran and the UAE joined in 2024 and Indonesia in 2025. The New Development Bank, headquartered in Shanghai, was set up in 2014.',
    points: [
      'BRICS members account for a large share of world population',
      'Partner-country category introduced for interested states',
      'Contingent Reserve Arrangement for liquidity support',
      'India holds the BRICS chairship in 2026',
    ],
    significance: 'BRICS gives India a platform to push for reform of the UN Security Council, the IMF and the WTO.',
    quote: 'Answer-writing pointer: India sees BRICS as “non-West”, not “anti-West”.',
    challenges: [
      'Divergent interests, including India–China tensions',
      'Risk of the group being seen as anti-Western',
      'Limited institutional depth',
    ],
    way: 'Keep the agenda development-focused, strengthen the New Development Bank and build consensus on reforms of global governance.',
    prelims: 'The New Development Bank was established under the Fortaleza Declaration (2014).',
    keywords: 'brics, global south, new development bank, multilateralism',
  },
  {
    slug: 'indian-ocean-mahasagar-neighbourhood',
    title: 'India in the Indian Ocean: From SAGAR to MAHASAGAR',
    tag: 'SAGAR to MAHASAGAR',
    subject: 'International Relations',
    paper: 'GS Paper II',
    pic: 'international',
    short:
      'India is deepening maritime partnerships with island nations in the Indian Ocean. The vision, institutions and competition in the region.',
    context: 'India has expanded maritime security cooperation and development projects with Indian Ocean island nations.',
    background:
      'India articulated SAGAR — Security and Growth for All in the Region — in 2015. In 2025 it was expanded into MAHASAGAR (Mutual and Holistic Advancement for Security and Growth Across Regions).',
    points: [
      'Information Fusion Centre–Indian Ocean Region (IFC-IOR) at Gurugram',
      'Colombo Security Conclave with Sri Lanka, Maldives, Mauritius and Bangladesh',
      'Coastal radar chains and hydrographic surveys for partners',
      'India as first responder in disasters',
    ],
    significance: 'Most of India’s trade by volume travels by sea; a stable Indian Ocean is vital for its security and economy.',
    quote: 'Answer-writing pointer: India’s maritime diplomacy combines being a net security provider with being a development partner.',
    challenges: [
      'Growing presence of extra-regional powers',
      'Debt-driven infrastructure in neighbouring states',
      'Domestic politics in partner countries',
    ],
    way: 'Deliver projects on time, build capacity of partner navies and coast guards, and strengthen regional institutions such as IORA.',
    prelims: 'The Indian Ocean Rim Association (IORA) was founded in 1997.',
    keywords: 'sagar, mahasagar, indian ocean, maritime security, neighbourhood first',
  },
  {
    slug: 'pm-surya-ghar-rooftop-solar',
    title: 'PM Surya Ghar: Muft Bijli Yojana',
    tag: 'PM Surya Ghar Yojana',
    subject: 'Government Schemes',
    paper: 'GS Paper III',
    pic: 'schemes',
    short:
      'The rooftop solar scheme aims to power one crore households. Subsidy structure, progress so far and what limits faster adoption.',
    context: 'Installations under the PM Surya Ghar: Muft Bijli Yojana have crossed new milestones across states.',
    background:
      'Launched in February 2024 with an outlay of about ₹75,021 crore, the scheme aims to install rooftop solar on one crore households, providing up to 300 units of free electricity a month.',
    points: [
      'Central financial assistance of ₹30,000 per kW up to 2 kW and ₹18,000 for the additional kW up to 3 kW',
      'Collateral-free loans at concessional rates',
      'A national portal for applications and vendor selection',
      'A model solar village in every district',
    ],
    significance: 'Rooftop solar lowers household bills, reduces the subsidy burden on discoms, and adds distributed renewable capacity.',
    quote: 'Answer-writing pointer: every rooftop can become a power plant — energy democracy in action.',
    challenges: ['Upfront cost for poor households', 'Net-metering delays by discoms', 'Quality of installation and maintenance'],
    way: 'Streamline net metering, train local technicians, and ensure quality standards and after-sales service.',
    prelims: 'The scheme is implemented by the Ministry of New and Renewable Energy.',
    keywords: 'pm surya ghar, rooftop solar, renewable energy, mnre',
  },
  {
    slug: 'ayushman-bharat-pmjay-senior-citizens',
    title: 'Ayushman Bharat PM-JAY and Cover for Senior Citizens',
    tag: 'Ayushman Bharat PM-JAY',
    subject: 'Government Schemes',
    paper: 'GS Paper II',
    pic: 'schemes',
    short:
      'PM-JAY now covers all senior citizens aged 70 and above. How the world’s largest public health assurance scheme works and where it falls short.',
    context: 'Enrolment of senior citizens under the expanded Ayushman Bharat PM-JAY continues through Ayushman Vay Vandana cards.',
    background:
      'Launched in 2018, PM-JAY provides health cover of ₹5 lakh per family per year for secondary and tertiary hospitalisation. In 2024 it was extended to all citizens aged 70 years and above, irrespective of income.',
    points: [
      'Cashless and paperless treatment at empanelled hospitals',
      'Portability across states',
      'Implemented by the National Health Authority',
      'Linked with the Ayushman Bharat Digital Mission and ABHA IDs',
    ],
    significance:
      'Out-of-pocket health spending pushes millions into poverty every year; insurance cover protects households from catastrophic costs.',
    quote:
      'Answer-writing pointer: health assurance must be matched by health assurance of quality — insurance without hospitals is an empty promise.',
    challenges: ['Uneven hospital empanelment across states', 'Fraudulent claims', 'Little coverage of outpatient care'],
    way: 'Strengthen primary care through Ayushman Arogya Mandirs, improve claim audits and expand empanelment in under-served districts.',
    prelims: 'Ayushman Bharat has two components: Ayushman Arogya Mandirs (health and wellness centres) and PM-JAY.',
    keywords: 'ayushman bharat, pm-jay, health insurance, senior citizens, nha',
  },
  {
    slug: 'pm-vishwakarma-artisans',
    title: 'PM Vishwakarma Scheme for Artisans',
    tag: 'PM Vishwakarma Scheme',
    subject: 'Government Schemes',
    paper: 'GS Paper II',
    pic: 'schemes',
    short:
      'PM Vishwakarma supports traditional artisans with training, toolkits and cheap credit. The scheme’s design, progress and the criticisms.',
    context: 'Registrations and credit disbursal under PM Vishwakarma have expanded across 18 traditional trades.',
    background:
      'Launched in September 2023 with an outlay of ₹13,000 crore for five years, the scheme supports artisans in 18 trades such as carpenters, potters, blacksmiths, goldsmiths and tailors.',
    points: [
      'Recognition through a PM Vishwakarma certificate and ID card',
      'Skill training with a stipend of ₹500 a day',
      'Toolkit incentive of up to ₹15,000',
      'Collateral-free loans of ₹1 lakh and ₹2 lakh at 5 per cent interest',
    ],
    significance:
      'Traditional artisans are part of India’s cultural heritage and the informal economy; formal credit and markets can raise their incomes.',
    quote: 'Answer-writing pointer: preserve the craft, modernise the craftsman.',
    challenges: ['Concerns about reinforcing caste-based occupations', 'Market linkage for products', 'Reaching artisans in remote areas'],
    way: 'Link artisans to e-commerce and GeM, support design innovation, and keep the scheme open to all who practise a craft.',
    prelims:
      'The scheme is implemented jointly by the Ministry of MSME, the Ministry of Skill Development and Entrepreneurship and the Department of Financial Services.',
    keywords: 'pm vishwakarma, artisans, msme, skill development, credit',
  },
  {
    slug: 'left-wing-extremism-decline',
    title: 'Left-Wing Extremism: Shrinking Footprint, Remaining Tasks',
    tag: 'Left-Wing Extremism',
    subject: 'Internal Security',
    paper: 'GS Paper III',
    pic: 'security',
    short:
      'Violence by Left-wing extremists and the number of affected districts have fallen sharply. The strategy behind it and the development tasks ahead.',
    context: 'Security forces have reported further gains against Left-wing extremist groups in central India.',
    background:
      'Left-wing extremism has its roots in the Naxalbari uprising of 1967. The National Policy and Action Plan (2015) combines security operations, development and protection of tribal rights; the SAMADHAN doctrine (2017) guides operations.',
    points: [
      'Forward operating bases in former strongholds',
      'Road and mobile connectivity projects in affected districts',
      'Surrender and rehabilitation policies',
      'Use of drones and technology for intelligence',
    ],
    significance: 'Ending extremist violence allows development to reach some of India’s poorest and most remote tribal areas.',
    quote: 'Answer-writing pointer: security creates the space; development and justice fill it.',
    challenges: ['Governance deficits and land alienation', 'Implementation of the Forest Rights Act and PESA', 'Risk of resurgence'],
    way: 'Consolidate gains with schools, health centres and livelihoods, implement PESA and FRA in letter and spirit, and build trust with local communities.',
    prelims: 'The Panchayats (Extension to Scheduled Areas) Act was enacted in 1996.',
    keywords: 'left wing extremism, naxalism, samadhan, internal security, tribal development',
  },
  {
    slug: 'cyber-fraud-digital-arrest-scams',
    title: 'Cyber Fraud and “Digital Arrest” Scams',
    tag: 'Cyber Fraud and Scams',
    subject: 'Internal Security',
    paper: 'GS Paper III',
    pic: 'security',
    short:
      'Fraudsters posing as police officers are extorting money through video calls. How these scams work and India’s cyber crime response.',
    context:
      'Law enforcement agencies have warned citizens about a rise in “digital arrest” scams and blocked thousands of fraudulent numbers and accounts.',
    background:
      'The Indian Cyber Crime Coordination Centre (I4C) under the Ministry of Home Affairs coordinates action against cyber crime. Victims can report fraud on the national helpline 1930 or the National Cyber Crime Reporting Portal.',
    points: [
      'No law enforcement agency in India conducts an “arrest” over a video call',
      'Mule bank accounts are used to move stolen money',
      'CERT-In handles cyber security incidents under Section 70B of the IT Act',
      'Telecom operators must block spoofed international calls',
    ],
    significance: 'Cyber fraud erodes trust in digital payments and disproportionately hurts the elderly and less digitally literate.',
    quote: 'Answer-writing pointer: in cyber security, awareness is the cheapest firewall.',
    challenges: ['Cross-border gangs and jurisdiction issues', 'Low conviction rates', 'Capacity of state police cyber cells'],
    way: 'Train police, speed up freezing of mule accounts, run awareness campaigns and deepen international cooperation.',
    prelims: 'The I4C was launched in January 2020 and is located in New Delhi.',
    keywords: 'cyber crime, digital arrest, i4c, 1930 helpline, cert-in',
  },
];
