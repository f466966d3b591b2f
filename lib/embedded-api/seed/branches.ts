/** Branches in display order. The first item is the "all branches" pseudo-entry (ID 0). */
import { BRANCH_PICS } from './pics';
import type { z } from '@/lib/zod';
import type { branchSchema } from '@/lib/content/schemas/branches';

/** The seed's own ids and names are numbers and strings, which `branchName` relies on. */
type Branch = z.input<typeof branchSchema> & { ID: number; branchname: string };

export const branches: Branch[] = [
  {
    ID: 0,
    branchname: 'All Branches',
    displayname: 'Courses in All Branches',
    branchurl: 'all-branches',
    contact: '9810012345',
    address: 'Delhi · Pune · Hyderabad',
    branchemail: 'info@iasacademy.example',
    pic: BRANCH_PICS.all,
  },
  {
    ID: 1,
    branchname: 'Old Rajinder Nagar',
    displayname: 'Courses in Delhi',
    branchurl: 'old-rajinder-nagar',
    contact: '9810012345',
    address: '14-A/2, Second Floor, Bada Bazar Marg, Old Rajinder Nagar, New Delhi – 110060 (near Karol Bagh Metro Station)',
    branchemail: 'orn@iasacademy.example',
    pic: BRANCH_PICS.oldRajinderNagar,
  },
  {
    ID: 2,
    branchname: 'Mukherjee Nagar',
    displayname: 'Courses in Delhi',
    branchurl: 'mukherjee-nagar',
    contact: '9810054321',
    address: '641, First Floor, Dr. Mukherjee Nagar, Near Batra Cinema, Delhi – 110009 (GTB Nagar Metro Station, Gate 3)',
    branchemail: 'mukherjeenagar@iasacademy.example',
    pic: BRANCH_PICS.mukherjeeNagar,
  },
  {
    ID: 3,
    branchname: 'Pune',
    displayname: 'Courses in Pune',
    branchurl: 'pune',
    contact: '9822012345',
    address: '3rd Floor, Shivajinagar Business Centre, Jangli Maharaj Road, Deccan Gymkhana, Pune, Maharashtra – 411004',
    branchemail: 'pune@iasacademy.example',
    pic: BRANCH_PICS.pune,
  },
  {
    ID: 4,
    branchname: 'Hyderabad',
    displayname: 'Courses in Hyderabad',
    branchurl: 'hyderabad',
    contact: '9849012345',
    address: 'Plot 12, 2nd Floor, Street No. 7, Ashok Nagar, near Indira Park, Hyderabad, Telangana – 500020',
    branchemail: 'hyderabad@iasacademy.example',
    pic: BRANCH_PICS.hyderabad,
  },
];

/** Branch name by ID, for batch names. */
export function branchName(id: number): string {
  return branches.find((b) => b.ID === id)?.branchname ?? 'Online';
}
