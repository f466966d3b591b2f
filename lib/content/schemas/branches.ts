import { z } from '@/lib/zod';
import { id, optionalText, picture, text } from './fields';

/** `/branches`: the first item is the 'All Branches' pseudo-entry. */
export const branchSchema = z.object({
  ID: id(),
  branchname: text(),
  displayname: optionalText(),
  branchurl: text(),
  contact: optionalText(),
  address: optionalText(),
  branchemail: optionalText(),
  pic: picture(),
});
export type Branch = z.output<typeof branchSchema>;
