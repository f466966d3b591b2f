/** Mains-style questions with model answers, part 2: GS Papers III and IV. */
import type { ArticleSpec } from './articles-1';

export const articlesGs34: ArticleSpec[] = [
  {
    slug: 'female-labour-force-participation-india',
    tag: 'Female Labour Force Participation',
    question:
      'Why has female labour force participation in India remained low despite economic growth? Suggest measures. (250 words, 15 marks)',
    intro:
      'Female labour force participation in India has historically been low compared with peer economies, though recent Periodic Labour Force Survey rounds show a rise, largely in rural self-employment.',
    sections: [
      [
        'Reasons',
        [
          'Burden of unpaid care and domestic work',
          'Social norms restricting mobility and safety concerns',
          'Lack of suitable jobs close to home and in manufacturing',
          'Income effect: women withdraw from work as household incomes rise',
          'Under-counting of women’s work in surveys',
        ],
      ],
      [
        'Measures',
        [
          'Creches and care infrastructure (Palna scheme)',
          'Safe public transport and working women’s hostels',
          'Skilling for services and manufacturing',
          'Flexible work arrangements and enforcement of the Maternity Benefit Act',
          'Support to women-led enterprises through credit and SHGs',
        ],
      ],
    ],
    conclusion:
      'Raising women’s participation is not only a matter of equity but a growth imperative for a country seeking to become a developed economy.',
    keywords: 'female labour force participation, plfs, employment, gender',
  },
  {
    slug: 'stubble-burning-challenges-solutions',
    tag: 'Stubble Burning Solutions',
    question:
      'Stubble burning continues despite multiple interventions. Examine the reasons and suggest sustainable solutions. (150 words, 10 marks)',
    intro:
      'Farmers in Punjab, Haryana and western Uttar Pradesh burn paddy residue in October–November to clear fields quickly for wheat sowing, contributing to severe air pollution in the National Capital Region.',
    sections: [
      [
        'Reasons',
        [
          'Short window between paddy harvest and wheat sowing',
          'Cost of residue-management machinery and labour',
          'Paddy monoculture encouraged by assured procurement',
          'Delayed transplanting under groundwater laws pushes harvest later',
        ],
      ],
      [
        'Solutions',
        [
          'In-situ management: Happy Seeder, super seeder, bio-decomposers',
          'Ex-situ use: biomass power, compressed biogas, 2G ethanol',
          'Crop diversification towards maize, pulses and millets',
          'Incentives per acre for not burning, with community monitoring',
        ],
      ],
    ],
    conclusion:
      'A combination of economic incentives, markets for residue and crop diversification offers a lasting solution rather than penalties alone.',
    keywords: 'stubble burning, air pollution, agriculture, crop residue',
  },
  {
    slug: 'natural-farming-sustainable-agriculture',
    tag: 'Natural Farming Potential',
    question: 'Examine the potential of natural farming in making Indian agriculture sustainable. (150 words, 10 marks)',
    intro:
      'Natural farming is a chemical-free system that relies on on-farm inputs such as jeevamrit and beejamrit, mulching and crop diversity. The government launched the National Mission on Natural Farming in 2024.',
    sections: [
      [
        'Potential',
        [
          'Lower input costs and reduced debt',
          'Improved soil health and water retention',
          'Reduced chemical residues in food',
          'Resilience to climate variability through diversity',
        ],
      ],
      [
        'Concerns',
        [
          'Possible yield decline in the transition years',
          'Limited scientific evidence across agro-climatic zones',
          'Market and certification for produce',
          'Labour-intensive practices',
        ],
      ],
    ],
    conclusion:
      'Natural farming should be scaled with rigorous field research, farmer-to-farmer learning and assured markets, beginning with rain-fed regions.',
    keywords: 'natural farming, sustainable agriculture, soil health',
  },
  {
    slug: 'pli-scheme-manufacturing-significance',
    tag: 'PLI Scheme and Manufacturing',
    question:
      'Discuss the significance of the Production Linked Incentive (PLI) scheme for Indian manufacturing. What are its limitations? (250 words, 15 marks)',
    intro:
      'Launched in 2020, the PLI schemes offer incentives on incremental sales to companies in 14 sectors, including mobile phones, pharmaceuticals, automobiles, solar modules and specialty steel.',
    sections: [
      [
        'Significance',
        [
          'Boost to mobile phone manufacturing and exports',
          'Attracts global firms diversifying supply chains',
          'Builds scale and competitiveness',
          'Reduces import dependence in strategic sectors such as APIs and solar modules',
        ],
      ],
      [
        'Limitations',
        [
          'Low domestic value addition in assembly-led sectors',
          'Benefits concentrated in a few large firms',
          'Slow disbursement in some sectors',
          'Fiscal cost and question of sustainability after incentives end',
        ],
      ],
    ],
    conclusion: 'PLI can be a bridge to competitiveness if accompanied by reforms in logistics, land, labour and component ecosystems.',
    keywords: 'pli scheme, manufacturing, make in india, industrial policy',
  },
  {
    slug: 'disaster-risk-reduction-sendai-framework-floods',
    tag: 'Sendai Framework and Floods',
    question: 'Explain the Sendai Framework for Disaster Risk Reduction. How can it guide India’s flood management? (250 words, 15 marks)',
    intro:
      'The Sendai Framework (2015–2030), adopted at the Third UN World Conference on Disaster Risk Reduction, shifts focus from disaster response to reducing risk.',
    sections: [
      [
        'Key elements',
        [
          'Seven global targets, including reducing disaster mortality and economic losses',
          'Four priorities: understanding risk, governance, investing in resilience, and better preparedness with “Build Back Better”',
        ],
      ],
      [
        'Application to floods',
        [
          'Risk mapping of floodplains and zoning regulations',
          'Investment in embankment maintenance, reservoirs and wetlands',
          'Impact-based early warnings by CWC and IMD',
          'Community-based preparedness and insurance',
          'Resilient rebuilding after floods',
        ],
      ],
    ],
    conclusion:
      'India’s National Disaster Management Plan is aligned with Sendai; implementing it at the district level is the key to reducing flood losses.',
    keywords: 'sendai framework, disaster risk reduction, floods, ndmp',
  },
  {
    slug: 'border-management-challenges-india',
    tag: 'Border Management Challenges',
    question: 'What are the challenges to effective border management in India? Suggest measures. (150 words, 10 marks)',
    intro:
      'India shares about 15,000 km of land borders with seven countries and has a coastline of over 7,500 km, across terrain ranging from deserts to mountains, rivers and dense forests.',
    sections: [
      [
        'Challenges',
        [
          'Porous borders with Nepal and Bangladesh; riverine and forested stretches',
          'Infiltration and cross-border terrorism',
          'Smuggling of drugs, arms and counterfeit currency, including by drones',
          'Disputed boundaries with China and Pakistan',
        ],
      ],
      [
        'Measures',
        [
          'Comprehensive Integrated Border Management System (CIBMS) with smart fencing',
          'Vibrant Villages Programme for border villages',
          'Anti-drone systems and better coordination among agencies',
          'Infrastructure: roads, tunnels and communication in border areas',
        ],
      ],
    ],
    conclusion: 'Border management must combine technology, infrastructure and the involvement of border communities.',
    keywords: 'border management, internal security, cibms, vibrant villages',
  },
  {
    slug: 'biotechnology-food-security-india',
    tag: 'Biotechnology and Food Security',
    question: 'How can biotechnology help achieve food and nutritional security in India? (150 words, 10 marks)',
    intro:
      'Biotechnology uses living organisms and molecular tools to improve crops, livestock and food processing. It can raise productivity while reducing the use of water and chemicals.',
    sections: [
      [
        'Applications',
        [
          'Genome-edited and stress-tolerant crop varieties',
          'Biofortified crops such as zinc-rich wheat and iron-rich pearl millet',
          'Bio-fertilisers and bio-pesticides',
          'Disease diagnostics and vaccines for livestock',
        ],
      ],
      ['Concerns', ['Biosafety and regulatory uncertainty', 'Farmers’ dependence on private seed companies', 'Public acceptance']],
    ],
    conclusion:
      'With transparent regulation and public research, biotechnology can make Indian agriculture more productive, nutritious and climate-resilient.',
    keywords: 'biotechnology, food security, gm crops, biofortification',
  },
  {
    slug: 'blue-economy-significance-india',
    tag: 'Blue Economy for India',
    question: 'Discuss the significance of the blue economy for India and the challenges in realising it. (250 words, 15 marks)',
    intro:
      'The blue economy refers to the sustainable use of ocean resources for growth, livelihoods and ocean health. With a long coastline and a large Exclusive Economic Zone, India has vast ocean potential.',
    sections: [
      [
        'Significance',
        [
          'Fisheries and aquaculture support millions of livelihoods',
          'Ports and shipping carry most of India’s trade by volume (Sagarmala)',
          'Offshore energy and deep-sea minerals (Deep Ocean Mission)',
          'Coastal tourism',
        ],
      ],
      [
        'Challenges',
        [
          'Overfishing and illegal fishing',
          'Marine pollution and plastic waste',
          'Climate change: sea-level rise and coral bleaching',
          'Weak coordination among ministries',
        ],
      ],
    ],
    conclusion: 'A national blue economy policy with marine spatial planning can balance growth with ocean conservation.',
    keywords: 'blue economy, deep ocean mission, sagarmala, fisheries',
  },
  {
    slug: 'probity-in-governance-measures',
    tag: 'Probity in Governance',
    question: 'What do you understand by “probity in governance”? Suggest measures to strengthen it. (150 words, 10 marks)',
    intro:
      'Probity means adherence to the highest standards of integrity, honesty and uprightness. In governance it means that public power is exercised for public good, transparently and accountably.',
    sections: [
      [
        'Elements',
        [
          'Integrity and honesty of public servants',
          'Transparency in decision-making',
          'Accountability for outcomes',
          'Fairness and rule of law',
        ],
      ],
      [
        'Measures',
        [
          'Codes of ethics and conduct with enforcement',
          'E-governance to reduce discretion',
          'Strong Lokpal and Lokayuktas',
          'Protection of whistle-blowers',
          'Citizen charters and social audits',
        ],
      ],
    ],
    conclusion: 'Probity is sustained less by rules than by an organisational culture that rewards integrity.',
    keywords: 'probity, ethics, governance, integrity, gs paper 4',
  },
  {
    slug: 'attitude-vs-aptitude-civil-servant',
    tag: 'Attitude vs Aptitude',
    question: 'Distinguish between attitude and aptitude. Which of the two is more important for a civil servant? (150 words, 10 marks)',
    intro:
      'Attitude is a settled way of thinking or feeling about a person, object or idea; aptitude is the natural ability or potential to acquire a skill or knowledge.',
    sections: [
      [
        'Difference',
        [
          'Attitude is about willingness; aptitude is about ability',
          'Attitude is shaped by values and experience; aptitude is largely innate but can be developed',
          'Attitude affects behaviour; aptitude affects performance',
        ],
      ],
      [
        'Importance for civil servants',
        [
          'Aptitude helps understand complex problems and solve them',
          'Attitudes such as empathy, impartiality and dedication decide whether ability is used for public good',
          'Example: a capable officer without empathy may follow rules but fail the citizen',
        ],
      ],
    ],
    conclusion:
      'Both are necessary, but a positive attitude makes aptitude socially useful; the right attitude can develop aptitude, while aptitude without attitude can be misused.',
    keywords: 'attitude, aptitude, ethics, civil service values',
  },
  {
    slug: 'emotional-intelligence-administration',
    tag: 'Emotional Intelligence in Crises',
    question: 'What is emotional intelligence? How can it help administrators deal with crises? (150 words, 10 marks)',
    intro:
      'Emotional intelligence, as popularised by Daniel Goleman, is the ability to recognise, understand and manage one’s own emotions and those of others.',
    sections: [
      ['Components', ['Self-awareness', 'Self-regulation', 'Motivation', 'Empathy', 'Social skills']],
      [
        'Use in crises',
        [
          'Staying calm during riots, disasters or pandemics',
          'Empathetic communication with affected citizens',
          'Managing stress and motivating teams',
          'Negotiating with protesters and stakeholders',
        ],
      ],
    ],
    conclusion:
      'Emotional intelligence complements rules and procedures, making administration humane and effective in difficult situations.',
    keywords: 'emotional intelligence, ethics, administration, crisis management',
  },
  {
    slug: 'conflict-of-interest-public-service',
    tag: 'Conflict of Interest',
    question: 'What is conflict of interest? How should a public servant deal with it? Illustrate with examples. (150 words, 10 marks)',
    intro:
      'A conflict of interest arises when a public servant’s private interests could improperly influence the performance of official duties.',
    sections: [
      [
        'Examples',
        [
          'An officer on a tender committee whose relative has bid',
          'A regulator who plans to join a company he regulates',
          'Accepting gifts from stakeholders',
        ],
      ],
      [
        'How to deal with it',
        [
          'Disclose the interest promptly to superiors',
          'Recuse from the decision',
          'Follow conduct rules on gifts and post-retirement employment',
          'Maintain a register of interests',
          'When in doubt, choose the course that preserves public trust',
        ],
      ],
    ],
    conclusion:
      'Justice must not only be done but be seen to be done: avoiding even the perception of conflict is essential for trust in government.',
    keywords: 'conflict of interest, ethics, integrity, conduct rules',
  },
  {
    slug: 'gandhian-ethics-relevance-today',
    tag: 'Relevance of Gandhian Ethics',
    question: 'Examine the relevance of Gandhian ethics in contemporary public life. (150 words, 10 marks)',
    intro: 'Gandhian ethics rests on truth (satya), non-violence (ahimsa), trusteeship, sarvodaya and the purity of means and ends.',
    sections: [
      [
        'Relevance',
        [
          'Non-violence in resolving social and political conflicts',
          'Trusteeship as a basis for corporate social responsibility',
          'Simple living and sustainable consumption in the face of climate change',
          'Talisman: consider the poorest person when making decisions',
          'Purity of means to counter corruption',
        ],
      ],
      ['Limitations', ['Seen as idealistic in a competitive world', 'Difficult to apply in security matters']],
    ],
    conclusion:
      'Gandhi’s ethics offer a moral compass for public servants — especially his talisman, which places the last person at the centre of policy.',
    keywords: 'gandhian ethics, trusteeship, ahimsa, ethics thinkers',
  },
];
