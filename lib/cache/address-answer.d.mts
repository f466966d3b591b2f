/* Types of address-answer.mjs, which Next's cache handlers import as plain JavaScript. */
export function isAddressAnswer(
  key: string,
  data: ({ kind: string; status?: number } & Record<string, unknown>) | null | undefined,
): boolean;
