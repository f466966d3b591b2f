/** Posts a form to one of our endpoints; never throws (a network failure is a failed answer). */
export type FormReply = { ok: true; message: string } | { ok: false; error?: string; fields?: Record<string, string> };

/** What a visitor is told when the form could not reach us at all. */
export const NO_CONNECTION = 'nothing was sent, as there is no connection. Please try again when you are online.';

export async function submitForm(url: string, body: unknown): Promise<FormReply> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json().catch(() => ({}))) as {
      ok?: boolean;
      error?: string;
      message?: string;
      fields?: Record<string, string>;
    };
    if (response.ok && json.ok) return { ok: true, message: json.message ?? '' };
    return { ok: false, ...(json.error ? { error: json.error } : {}), ...(json.fields ? { fields: json.fields } : {}) };
  } catch {
    // No answer at all (offline, or the connection dropped): say plainly that nothing was sent.
    return { ok: false, error: NO_CONNECTION };
  }
}
