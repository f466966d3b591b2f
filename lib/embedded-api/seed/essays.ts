/** Sample essays for the Mains essay paper, newest first. */
import type { z } from '@/lib/zod';
import type { essays } from '@/lib/content-types/writing';
import { daysAgo, paras } from './util';

type Essay = z.input<typeof essays.schema>;

type EssaySpec = { title: string; sections: readonly (readonly [heading: string, paragraphs: readonly string[]])[] };

const specs: EssaySpec[] = [
  {
    title: 'A ship in harbour is safe, but that is not what a ship is for',
    sections: [
      [
        '',
        [
          'In 1991, with foreign exchange reserves enough for barely three weeks of imports, India chose to leave the safe harbour of a closed economy. The decision was risky, and it was resisted. Three decades later, few would argue that the country would have been better off staying in port.',
          'The aphorism captures a truth about individuals, institutions and nations alike: safety is a condition, not a purpose. A ship is built to cross oceans; a person, a society or a state is similarly built to grow, and growth requires risk.',
        ],
      ],
      [
        'The individual',
        [
          'For an individual, the harbour is the comfort zone — the familiar job, the known city, the settled opinion. Every reform movement in India began with someone who left it: Raja Ram Mohan Roy challenging sati, Savitribai Phule opening a school for girls amid public hostility, or a young entrepreneur today leaving a secure salary to build a start-up in a small town.',
          'This does not mean that every risk is wise. The sailor reads the weather before leaving harbour. Courage without preparation is recklessness; preparation without courage is stagnation.',
        ],
      ],
      [
        'Institutions and the state',
        [
          'Institutions too can become harbours. A bureaucracy that fears audit more than failure will avoid innovation. The success of initiatives such as UPI or the CoWIN platform came from public institutions willing to experiment at scale.',
          'For a nation, the open sea is the world: trade, ideas, technology. Strategic autonomy is not isolation; it is the confidence to engage on one’s own terms.',
        ],
      ],
      [
        'Conclusion',
        [
          'Harbours have their place — for repair, for refuelling, for shelter from storms. Social safety nets, institutions and traditions are such harbours. But the measure of a ship is the voyages it makes, and the measure of a society is the distance it travels towards justice and prosperity. India’s voyage to 2047 will require many such departures from the safety of the familiar.',
        ],
      ],
    ],
  },
  {
    title: 'Forests are the best case studies for economic excellence',
    sections: [
      [
        '',
        [
          'A forest wastes nothing. Fallen leaves become humus, dead trees shelter fungi and insects, and every species occupies a niche that supports others. Economists speak of efficiency, resilience and circularity; forests have practised all three for millions of years.',
        ],
      ],
      [
        'Lessons in efficiency and resilience',
        [
          'Forests are diverse, and diversity is their insurance. A monoculture plantation can be destroyed by a single pest; a natural forest absorbs the shock. Economies that depend on a single commodity or market are similarly fragile.',
          'Forests also grow in layers — canopy, understorey, shrubs, floor — each using light and water that others cannot. A healthy economy, too, needs large enterprises, small businesses and the informal sector, each with its own space.',
        ],
      ],
      [
        'Circularity and long-term thinking',
        [
          'Nothing in a forest becomes waste; the outputs of one process are the inputs of another. India’s push for a circular economy — from e-waste rules to bio-CNG from crop residue — is an attempt to learn this lesson.',
          'Forests grow slowly and plan for decades. Quarterly profits and five-year election cycles push economies towards short-term thinking that forests would never allow.',
        ],
      ],
      [
        'The human dimension',
        [
          'Forest-dwelling communities in India have long managed forests sustainably, as the Forest Rights Act, 2006 recognises. Their knowledge — of seeds, medicinal plants and fire management — is an economic asset that formal systems often ignore.',
        ],
      ],
      [
        'Conclusion',
        [
          'The forest is not merely a resource for the economy; it is a model for it. An economy that imitates the forest — diverse, circular, patient and inclusive — will not only grow but endure.',
        ],
      ],
    ],
  },
  {
    title: 'The years teach much which the days never know',
    sections: [
      [
        '',
        [
          'On any single day, the Green Revolution looked like a series of routine tasks — distributing seeds, building canals, fixing procurement prices. Only over years did it reveal both its triumph, food self-sufficiency, and its costs: depleted aquifers and degraded soils. Days show us events; years show us patterns.',
        ],
      ],
      [
        'Personal growth',
        [
          'An aspirant who fails an examination sees only disappointment on the day the results are announced. Years later, the same failure may look like the turning point that taught discipline and humility. Experience converts events into wisdom only with time.',
        ],
      ],
      [
        'Society and history',
        [
          'Social change is rarely visible day by day. The Hindu Code Bills, the 73rd Amendment, the Right to Education — each seemed incremental when passed, yet together they have transformed the lives of women and children over decades.',
          'Conversely, problems that seem small on any given day — a few hectares of forest lost, a little more plastic in a river — accumulate into crises over years.',
        ],
      ],
      [
        'Governance and policy',
        [
          'Policy makers often judge success by daily headlines. But the value of investments in primary education, public health or institutions becomes visible only over a generation. Long-term evaluation, not instant reaction, should guide public policy.',
        ],
      ],
      [
        'Conclusion',
        [
          'The days give us information; the years give us understanding. A wise individual, and a wise society, learns to look beyond the day’s noise to the lessons that only time can teach.',
        ],
      ],
    ],
  },
  {
    title: 'Social media is inherently a selfish medium',
    sections: [
      [
        '',
        [
          'Social media platforms are designed around the self: the profile, the selfie, the count of likes and followers. It is easy to conclude that the medium is inherently selfish. Yet the same platforms helped mobilise oxygen and hospital beds for strangers during the pandemic.',
        ],
      ],
      [
        'The case for the claim',
        [
          'Algorithms reward content that attracts attention, which often means self-promotion, outrage or sensationalism. Studies link heavy use to anxiety and social comparison, especially among adolescents. Echo chambers reinforce existing beliefs and weaken empathy for those who think differently.',
        ],
      ],
      [
        'The case against',
        [
          'Social media has given a voice to people once excluded from public debate — farmers, Dalit writers, women in small towns. Crowdfunding, disaster relief and citizen journalism show that the medium can be altruistic. Small artisans find customers, and students find free learning resources.',
        ],
      ],
      [
        'Technology reflects its users and its design',
        [
          'A medium is shaped by its design and by how people use it. Platforms that optimise for engagement will amplify self-centred behaviour; regulation, digital literacy and better design can tilt them towards the public good.',
        ],
      ],
      [
        'Conclusion',
        [
          'Social media is not inherently selfish; it is inherently amplifying. It magnifies what we bring to it. The challenge for citizens, platforms and the state is to ensure that it amplifies our better selves.',
        ],
      ],
    ],
  },
  {
    title: 'Women’s empowerment: the key to India’s development',
    sections: [
      [
        '',
        [
          'When a village in Kerala formed its first Kudumbashree group, the women began with savings of a few rupees a week. Within years they were running canteens, managing loans and contesting panchayat elections. Their story is India’s development story in miniature.',
        ],
      ],
      [
        'Economic dimension',
        [
          'Higher female labour force participation could add significantly to India’s GDP. Women-led enterprises and self-help groups channel credit to the poorest households, and women tend to invest a larger share of income in children’s health and education.',
        ],
      ],
      [
        'Social and political dimension',
        [
          'Reservation in panchayats has produced more than a million women representatives, and research shows that they prioritise drinking water, sanitation and schools. The constitutional amendment reserving a third of legislative seats for women extends this logic to Parliament and state assemblies.',
        ],
      ],
      [
        'Barriers',
        [
          'Unpaid care work, safety concerns, social norms and the digital gender gap continue to hold women back. Empowerment cannot be delivered by schemes alone; it requires changes in attitudes within families and workplaces.',
        ],
      ],
      [
        'Conclusion',
        [
          'Development that leaves out half the population is not development at all. Empowering women is not only a matter of justice but the most efficient investment India can make in its future.',
        ],
      ],
    ],
  },
  {
    title: 'Not all who wander are lost',
    sections: [
      [
        '',
        [
          'Tolkien’s line, written for a wandering king, speaks to anyone who has taken a path that others did not understand. In a society that prizes linear careers and fixed milestones, wandering is often mistaken for failure.',
        ],
      ],
      [
        'Wandering as exploration',
        [
          'The Buddha left a palace and wandered for years before enlightenment. Scientists wander through failed experiments before a discovery. Many successful civil servants tried other careers before finding their calling. Exploration is how we discover what we are meant to do.',
        ],
      ],
      [
        'Wandering and innovation',
        [
          'Innovation often comes from crossing boundaries between disciplines. An engineer who studies sociology, or a doctor who learns management, brings fresh perspectives. Education systems that allow flexibility — as the National Education Policy 2020 proposes with multiple entry and exit options — encourage productive wandering.',
        ],
      ],
      [
        'When wandering is lost',
        [
          'Wandering without reflection, however, can become drift. The difference lies in purpose: the explorer learns from each path; the drifter does not.',
        ],
      ],
      [
        'Conclusion',
        [
          'A society that values only straight lines will miss the insights that come from detours. Not all who wander are lost — some are simply finding a better road.',
        ],
      ],
    ],
  },
];

function essayHtml(s: EssaySpec): string {
  return s.sections.map(([h, ps]) => `${h ? `<h3>${h}</h3>` : ''}${paras(ps)}`).join('');
}

/** Essays newest first, one every twenty days. */
export function buildEssays(today: string): Essay[] {
  return specs.map((s, i) => ({ ID: i + 1, title: s.title, content: essayHtml(s), date: daysAgo(today, 3 + i * 20) }));
}
