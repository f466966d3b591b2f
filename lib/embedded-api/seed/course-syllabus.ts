/** Syllabus blocks (HTML) reused by the courses and by the UPSC syllabus page. */
import { ul } from './util';

export const SYLLABUS_PRELIMS_GS = `<h3>Preliminary Examination — General Studies Paper I (200 marks, 2 hours)</h3>${ul([
  'Current events of national and international importance',
  'History of India and the Indian National Movement',
  'Indian and World Geography — physical, social and economic geography of India and the world',
  'Indian Polity and Governance — Constitution, political system, Panchayati Raj, public policy, rights issues',
  'Economic and Social Development — sustainable development, poverty, inclusion, demographics, social-sector initiatives',
  'General issues on environmental ecology, biodiversity and climate change that do not require subject specialisation',
  'General Science',
])}`;

export const SYLLABUS_CSAT = `<h3>Preliminary Examination — General Studies Paper II / CSAT (200 marks, 2 hours, qualifying at 33%)</h3>${ul(
  [
    'Comprehension',
    'Interpersonal skills including communication skills',
    'Logical reasoning and analytical ability',
    'Decision-making and problem-solving',
    'General mental ability',
    'Basic numeracy (numbers and their relations, orders of magnitude) — Class X level',
    'Data interpretation (charts, graphs, tables, data sufficiency) — Class X level',
  ],
)}`;

export const SYLLABUS_GS1 = `<h3>Mains GS Paper I — Indian Heritage and Culture, History and Geography of the World and Society</h3>${ul([
  'Indian culture: salient aspects of art forms, literature and architecture from ancient to modern times',
  'Modern Indian history from about the middle of the eighteenth century to the present; the freedom struggle and its stages, contributors and contributions from different parts of the country',
  'Post-independence consolidation and reorganisation within the country',
  'World history from the 18th century: industrial revolution, world wars, redrawal of national boundaries, colonisation, decolonisation, political philosophies',
  'Salient features of Indian society and diversity; role of women and women’s organisations; population, poverty, urbanisation; effects of globalisation; social empowerment, communalism, regionalism and secularism',
  'Salient features of world physical geography; distribution of key natural resources; location of industries; important geophysical phenomena such as earthquakes, tsunamis, volcanic activity and cyclones',
])}`;

export const SYLLABUS_GS2 = `<h3>Mains GS Paper II — Governance, Constitution, Polity, Social Justice and International Relations</h3>${ul([
  'Indian Constitution: historical underpinnings, evolution, features, amendments, significant provisions and basic structure',
  'Functions and responsibilities of the Union and the States, federal structure, devolution of powers and finances to local levels',
  'Separation of powers, dispute-redressal mechanisms; comparison with other constitutional schemes',
  'Parliament and State Legislatures; Executive and Judiciary; pressure groups; Representation of People’s Act',
  'Constitutional, statutory, regulatory and quasi-judicial bodies',
  'Government policies and interventions; development processes; welfare schemes for vulnerable sections; health, education and human resources',
  'Governance, transparency and accountability, e-governance, citizens’ charters; role of civil services in a democracy',
  'India and its neighbourhood; bilateral, regional and global groupings; important international institutions and agencies',
])}`;

export const SYLLABUS_GS3 = `<h3>Mains GS Paper III — Technology, Economic Development, Biodiversity, Environment, Security and Disaster Management</h3>${ul(
  [
    'Indian economy: planning, mobilisation of resources, growth, development and employment; inclusive growth; government budgeting',
    'Major crops and cropping patterns, irrigation, agricultural marketing, farm subsidies, MSP, public distribution system, food processing, land reforms',
    'Effects of liberalisation; infrastructure — energy, ports, roads, airports, railways; investment models',
    'Science and technology developments and their applications; awareness in IT, space, computers, robotics, nanotechnology, biotechnology and IPR',
    'Conservation, environmental pollution and degradation, environmental impact assessment; disaster and disaster management',
    'Internal security: linkages between development and extremism; role of external state and non-state actors; cyber security; money laundering; border management; security forces and agencies',
  ],
)}`;

export const SYLLABUS_GS4 = `<h3>Mains GS Paper IV — Ethics, Integrity and Aptitude</h3>${ul([
  'Ethics and human interface: essence, determinants and consequences of ethics in human actions; dimensions of ethics; ethics in private and public relationships',
  'Lessons from the lives and teachings of great leaders, reformers and administrators; role of family, society and educational institutions in inculcating values',
  'Attitude: content, structure, function; moral and political attitudes; social influence and persuasion',
  'Aptitude and foundational values for civil service: integrity, impartiality, non-partisanship, objectivity, dedication, empathy, tolerance and compassion',
  'Emotional intelligence; contributions of moral thinkers and philosophers from India and the world',
  'Public/civil service values and ethics in public administration; probity in governance; codes of ethics and conduct; citizen’s charters; work culture; utilisation of public funds; challenges of corruption',
  'Case studies on the above issues',
])}`;

export const SYLLABUS_ESSAY = `<h3>Mains — Essay Paper (250 marks, 3 hours)</h3><p>Two essays, one from each section, on philosophical, social, economic, political and environmental themes. Candidates are expected to keep close to the subject, arrange ideas in an orderly fashion and write concisely.</p>`;

export const SYLLABUS_SOCIOLOGY = `<h3>Sociology Paper I — Fundamentals of Sociology</h3>${ul([
  'Sociology as a discipline and as science; research methods and analysis',
  'Sociological thinkers: Karl Marx, Emile Durkheim, Max Weber, Talcott Parsons, Robert K. Merton, George Herbert Mead',
  'Stratification and mobility; works and economic life; politics and society',
  'Religion and society; systems of kinship; social change in modern society',
])}<h3>Sociology Paper II — Indian Society: Structure and Change</h3>${ul([
  'Perspectives on Indian society: Indology (G.S. Ghurye), structural functionalism (M.N. Srinivas), Marxist sociology (A.R. Desai)',
  'Impact of colonial rule; rural and agrarian social structure; caste system; tribal communities; social classes; kinship, family and marriage',
  'Visions of social change; rural and agrarian transformation; industrialisation and urbanisation; politics and society',
  'Social movements; population dynamics; challenges of social transformation',
])}`;

export const SYLLABUS_GEOGRAPHY = `<h3>Geography Paper I — Principles of Geography</h3>${ul([
  'Physical geography: geomorphology, climatology, oceanography, biogeography, environmental geography',
  'Human geography: perspectives, economic geography, population and settlement geography',
  'Regional planning; models, theories and laws in human geography',
])}<h3>Geography Paper II — Geography of India</h3>${ul([
  'Physical setting; resources; agriculture; industry',
  'Transport, communication and trade; cultural setting; settlements',
  'Regional development and planning; political aspects; contemporary issues',
])}`;

export const SYLLABUS_ANTHROPOLOGY = `<h3>Anthropology Paper I</h3>${ul([
  'Meaning, scope and development of anthropology; main branches',
  'Human evolution and the emergence of man; primates; genetics and human variation',
  'Archaeological anthropology; the nature of culture; marriage, family and kinship',
  'Economic, political and religious organisation; anthropological theories; research methods',
])}<h3>Anthropology Paper II</h3>${ul([
  'Evolution of Indian culture and civilisation; demographic profile of India',
  'Caste system; tribal situation in India; problems of tribal communities',
  'Tribal development, constitutional safeguards and the role of anthropology in tribal and rural development',
])}`;

export const SYLLABUS_ECONOMY = `<h3>Indian Economy Module</h3>${ul([
  'National income accounting, growth and development, inflation and business cycles',
  'Money and banking: RBI and monetary policy, financial inclusion, NPAs and banking reforms',
  'Public finance: budgeting, FRBM, taxation and GST, Finance Commission',
  'External sector: balance of payments, exchange rate, WTO, FDI and FPI',
  'Agriculture, industry, infrastructure, labour and employment',
  'Economic Survey and Union Budget — analysis for Prelims and Mains',
])}`;

export const SYLLABUS_CURRENT_AFFAIRS = `<h3>Current Affairs Module</h3>${ul([
  'Weekly analysis of national news: polity, governance, economy and social issues',
  'International relations: bilateral visits, summits, multilateral groupings',
  'Environment and science: reports, indices, missions and new technologies',
  'Government schemes and flagship programmes with their static linkage',
  'Monthly revision session with 100 MCQs and 10 Mains questions',
])}`;

/** Full GS syllabus for foundation courses. */
export const SYLLABUS_GS_FULL = [
  SYLLABUS_PRELIMS_GS,
  SYLLABUS_CSAT,
  SYLLABUS_ESSAY,
  SYLLABUS_GS1,
  SYLLABUS_GS2,
  SYLLABUS_GS3,
  SYLLABUS_GS4,
].join('');

/** Mains-only syllabus. */
export const SYLLABUS_MAINS = [SYLLABUS_ESSAY, SYLLABUS_GS1, SYLLABUS_GS2, SYLLABUS_GS3, SYLLABUS_GS4].join('');
