/** Exploration pages: India's heritage, landscapes and living culture, with their UPSC connection. */
import { type CoverName, cover } from './pics';
import type { z } from '@/lib/zod';
import type { explorations } from '@/lib/content-types/writing';
import { clip, daysAgo, paras, ul } from './util';

type Exploration = z.input<typeof explorations.schema>;

type ExplorationSpec = {
  slug: string;
  title: string;
  tag: string;
  pic: CoverName;
  short: string;
  paragraphs: readonly string[];
  facts: readonly string[];
  keywords: string;
};

const specs: ExplorationSpec[] = [
  {
    slug: 'hampi-ruins-of-vijayanagara',
    title: 'Hampi: The Ruins of Vijayanagara',
    tag: 'Hampi and Vijayanagara',
    pic: 'heritage',
    short:
      'Boulder-strewn hills, a stone chariot and musical pillars — explore the capital of the Vijayanagara Empire on the banks of the Tungabhadra.',
    paragraphs: [
      'Hampi, in Karnataka’s Vijayanagara district, was the capital of one of the largest empires of medieval South India. Founded in 1336 by Harihara and Bukka of the Sangama dynasty, Vijayanagara reached its height under Krishnadevaraya in the early 16th century.',
      'The city’s temples show the mature Vijayanagara style, with tall gopurams, pillared mandapas and richly carved monolithic pillars. The Vittala temple complex, with its stone chariot and “musical pillars”, is the best known.',
      'After the defeat at the Battle of Talikota in 1565, the city was sacked and abandoned. Its ruins were inscribed as a UNESCO World Heritage Site in 1986.',
    ],
    facts: [
      'Krishnadevaraya wrote the Telugu work Amuktamalyada',
      'Foreign travellers Domingo Paes and Fernão Nunes described the city',
      'The Virupaksha temple is still in worship',
    ],
    keywords: 'hampi, vijayanagara, art and culture, unesco, karnataka',
  },
  {
    slug: 'konark-sun-temple-chariot-of-surya',
    title: 'Konark Sun Temple: The Chariot of Surya',
    tag: 'Konark Sun Temple',
    pic: 'heritage',
    short:
      'Built as a colossal stone chariot with 24 wheels and seven horses, the Konark Sun Temple is the high point of Kalinga architecture.',
    paragraphs: [
      'The Sun Temple at Konark in Odisha was built in the 13th century by King Narasimhadeva I of the Eastern Ganga dynasty. It is designed as the chariot of the Sun God, with 24 intricately carved wheels pulled by seven horses.',
      'The wheels work as sundials, and the walls are covered with sculptures of daily life, dancers, musicians and mythical creatures. European sailors called it the “Black Pagoda” because it served as a landmark on the coast.',
      'The temple is a UNESCO World Heritage Site (1984), and its wheel appears on the Indian ₹10 note.',
    ],
    facts: [
      'Kalinga architecture is a sub-style of the Nagara style',
      'The main sanctum tower has collapsed; the jagamohana (audience hall) survives',
      'The Konark Dance Festival is held every December',
    ],
    keywords: 'konark, sun temple, kalinga architecture, odisha, heritage',
  },
  {
    slug: 'majuli-river-island-of-assam',
    title: 'Majuli: The River Island of Assam',
    tag: 'Majuli River Island',
    pic: 'geography',
    short:
      'One of the world’s largest river islands, Majuli is home to Vaishnavite satras, mask makers and the Mising community — and is shrinking.',
    paragraphs: [
      'Majuli lies in the Brahmaputra in upper Assam and became India’s first island district in 2016. It is one of the largest river islands in the world, though erosion has reduced its area significantly over the last century.',
      'The island is the heart of neo-Vaishnavism founded by Srimanta Sankardeva in the 15th–16th century. Its satras (monasteries) preserve traditions of Sattriya dance, bhaona theatre and mask making.',
      'The Mising, Deori and Sonowal Kachari communities live on the island, many in houses on stilts adapted to annual floods.',
    ],
    facts: [
      'Sattriya is one of India’s classical dances',
      'Erosion is caused by the braided, shifting course of the Brahmaputra',
      'Majuli’s masks received a GI tag',
    ],
    keywords: 'majuli, brahmaputra, assam, sankardeva, river island',
  },
  {
    slug: 'western-ghats-biodiversity-hotspot',
    title: 'The Western Ghats: A Biodiversity Hotspot',
    tag: 'Western Ghats Hotspot',
    pic: 'geography',
    short:
      'Older than the Himalayas and richer in endemic species than almost anywhere on earth, the Western Ghats face the pressures of development.',
    paragraphs: [
      'The Western Ghats run for about 1,600 km parallel to India’s western coast, from Gujarat to Tamil Nadu. Together with Sri Lanka they form one of the world’s biodiversity hotspots.',
      'The range is home to endemic species such as the lion-tailed macaque, the Nilgiri tahr and hundreds of species of frogs. It is the source of rivers such as the Godavari, Krishna and Kaveri.',
      'The Madhav Gadgil panel (2011) and the Kasturirangan committee (2013) recommended different extents of ecologically sensitive areas, a debate that continues after every landslide and flood.',
    ],
    facts: [
      'Anamudi (2,695 m) in Kerala is the highest peak south of the Himalayas',
      'Parts of the Western Ghats are a UNESCO World Heritage Site (2012)',
      'The Palghat Gap is the main break in the range',
    ],
    keywords: 'western ghats, biodiversity hotspot, gadgil committee, kasturirangan',
  },
  {
    slug: 'rann-of-kutch-salt-desert',
    title: 'The Rann of Kutch: A Desert of Salt',
    tag: 'Rann of Kutch',
    pic: 'geography',
    short:
      'A seasonal salt marsh that turns into a sea in the monsoon and a white desert in winter, the Rann is home to wild asses and flamingos.',
    paragraphs: [
      'The Rann of Kutch in Gujarat is one of the largest salt deserts in the world. During the monsoon it is flooded by the sea and rivers; in winter the water evaporates, leaving a vast white crust of salt.',
      'The Little Rann is home to the Indian wild ass (khur), protected in the Wild Ass Sanctuary. The Great Rann hosts large breeding colonies of flamingos.',
      'The Harappan city of Dholavira lies on Khadir Bet island in the Great Rann. The Rann Utsav attracts visitors every winter.',
    ],
    facts: [
      'Agariyas are traditional salt farmers of the Little Rann',
      'Dholavira became a UNESCO World Heritage Site in 2021',
      'The Rann is a seasonal wetland of international importance for birds',
    ],
    keywords: 'rann of kutch, gujarat, wild ass, dholavira, salt marsh',
  },
  {
    slug: 'hornbill-festival-nagaland',
    title: 'The Hornbill Festival of Nagaland',
    tag: 'Hornbill Festival',
    pic: 'culture',
    short:
      'Every December, the tribes of Nagaland gather at Kisama for the “festival of festivals” — dances, crafts, food and music in one place.',
    paragraphs: [
      'The Hornbill Festival is held from 1 to 10 December at the Naga Heritage Village, Kisama, near Kohima. It was started by the state government in 2000 to promote inter-tribal interaction and tourism.',
      'Each Naga tribe has its own morung (traditional youth dormitory) at the village, where visitors experience its dances, songs, crafts and cuisine.',
      'The festival is named after the hornbill, a bird that appears in the folklore and headgear of most Naga tribes.',
    ],
    facts: [
      '1 December is also Nagaland’s Statehood Day',
      'The Great Hornbill is the state bird of Arunachal Pradesh and Kerala',
      'Article 371A gives special provisions for Nagaland',
    ],
    keywords: 'hornbill festival, nagaland, tribal culture, north east',
  },
  {
    slug: 'madhubani-painting-mithila',
    title: 'Madhubani: The Painted Walls of Mithila',
    tag: 'Madhubani Painting',
    pic: 'culture',
    short:
      'Once painted on the mud walls of homes in Mithila, Madhubani art now travels the world. Its history, styles and the women who kept it alive.',
    paragraphs: [
      'Madhubani or Mithila painting comes from the Mithila region of Bihar and Nepal. Traditionally women painted the walls and floors of their homes for weddings and festivals, using natural colours.',
      'The art reached a wider audience after the 1934 Bihar earthquake exposed painted walls, and later when artists began painting on paper in the 1960s. Themes include Hindu deities, nature and social life, with no empty space left in the frame.',
      'Styles such as Bharni, Kachni, Tantrik, Godna and Kohbar are distinguished by their techniques and themes. The painting has a Geographical Indication tag.',
    ],
    facts: [
      'Sita Devi received the Padma Shri in 1981',
      'Natural colours come from turmeric, indigo, flowers and soot',
      'Similar folk traditions: Warli (Maharashtra), Pattachitra (Odisha)',
    ],
    keywords: 'madhubani painting, mithila, folk art, gi tag, bihar',
  },
  {
    slug: 'living-root-bridges-meghalaya',
    title: 'Living Root Bridges of Meghalaya',
    tag: 'Living Root Bridges',
    pic: 'culture',
    short:
      'Grown over decades from the roots of rubber fig trees, the root bridges of the Khasi and Jaintia hills are a model of nature-based engineering.',
    paragraphs: [
      'In the rain-soaked Khasi and Jaintia hills of Meghalaya, communities guide the aerial roots of the Indian rubber fig (Ficus elastica) across streams until they form sturdy bridges. Some bridges are believed to be centuries old.',
      'The double-decker bridge at Nongriat is the most famous. The bridges grow stronger with age and survive floods that wash away conventional structures.',
      'The “Jingkieng Jri” root bridge cultural landscapes were placed on UNESCO’s tentative list of World Heritage Sites in 2022.',
    ],
    facts: [
      'Meghalaya’s Mawsynram and Cherrapunji are among the wettest places on earth',
      'The bridges are maintained collectively by villages',
      'They are an example of nature-based solutions to climate adaptation',
    ],
    keywords: 'living root bridges, meghalaya, khasi, nature based solutions',
  },
];

function contentHtml(s: ExplorationSpec): string {
  const [first, ...rest] = s.paragraphs;
  return `<p>${first ?? ''}</p><h2>History and significance</h2>${paras(rest)}<h3>UPSC connect</h3>${ul(s.facts)}<p>Read more in our <a href="/upsc-daily-current-affair">daily current affairs</a> and <a href="/blogs">blogs</a>.</p>`;
}

/** Explorations newest first, one every eighteen days. */
export function buildExplorations(today: string): Exploration[] {
  return specs.map((s, i) => ({
    ID: i + 1,
    exploreurl: s.slug,
    title: s.title,
    shortdescription: s.short,
    pic: cover(s.pic),
    content: contentHtml(s),
    date: daysAgo(today, 5 + i * 18),
    metatitle: `${s.tag} | Explore India`,
    metadescription: clip(s.short, 160),
    keywords: s.keywords,
  }));
}
