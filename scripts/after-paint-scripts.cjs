/*
 * The framework's scripts load once the page's first frame with content is on screen.
 *
 * Next writes its scripts as <script src async> tags: the chunks in the head, the bootstrap at
 * the end of the body. The browser fetches them as soon as it has read the head and runs each
 * the moment it arrives, between the parser's chunks and the first frame's layout, paint and
 * raster; on a two-core machine the first frame with the article's title came after them in
 * about half of the traces, and Lighthouse then charged the largest paint with ~170 kB of
 * script downloads (LCP 1.9-2.6 s against 0.9 s). On a phone the same bytes compete with the
 * page's HTML and its priority picture for a slow link.
 *
 * This transform, which scripts/patch-next.mjs appends to every HTML stream Next renders,
 * writes each such tag as a call to a small loader (sent once, before the first call), and
 * drops the bootstrap's preload. The loader adds the same <script async> tags to the head once
 * the browser reports the first contentful paint and the page's priority pictures
 * (fetchpriority=high) have loaded and been painted; at once in a tab that is not visible, and
 * after 5 s whatever happens. Hydration starts a frame or two later than before; everything
 * else about loading is unchanged.
 *
 * SCRIPTS_AFTER_PAINT=off (read when a page is rendered) leaves Next's tags as they are: an
 * operator's way back without a reinstall, and how the benchmarks measure the framework's own
 * floor (bench/baseline-app) on the same install.
 *
 * `afterPaintScripts` is inlined into Next's runtime by its source text, so it must not use
 * anything from this module's scope.
 */
function afterPaintScripts() {
  if (process.env.SCRIPTS_AFTER_PAINT === 'off') return new TransformStream();
  const SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
  const PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"<>]+\.js"\/>/g;
  const SCRIPT_START = '<script src="/_next/static/';

  function loader() {
    var d = document;
    var queue = [];
    var started = false;
    function add(src) {
      var script = d.createElement('script');
      script.src = src;
      script.async = true;
      d.head.appendChild(script);
    }
    function start() {
      if (started) return;
      started = true;
      queue.forEach(add);
      queue = [];
    }
    function afterTwoFrames() {
      requestAnimationFrame(function () {
        requestAnimationFrame(function () {
          setTimeout(start, 0);
        });
      });
    }
    function afterPriorityPictures() {
      var pictures = d.querySelectorAll('img[fetchpriority="high"]');
      var left = pictures.length;
      if (left === 0) return start();
      function done() {
        if (--left === 0) afterTwoFrames();
      }
      for (var i = 0; i < pictures.length; i++) {
        if (pictures[i].complete) done();
        else {
          pictures[i].addEventListener('load', done, { once: true });
          pictures[i].addEventListener('error', done, { once: true });
        }
      }
    }
    self.__afterPaint = function (src) {
      if (started) add(src);
      else queue.push(src);
    };
    setTimeout(start, 5000);
    d.addEventListener('visibilitychange', start, { once: true });
    if (d.visibilityState !== 'visible') return start();
    var types = (self.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') < 0) return afterTwoFrames();
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      afterPriorityPictures();
    }).observe({ type: 'paint', buffered: true });
  }

  const LOADER = '<script>(' + loader.toString() + ')()</script>';
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let loaderSent = false;
  let carry = '';

  function rewrite(text) {
    return text.replace(PRELOAD, '').replace(SCRIPT, function (_, src) {
      const call = '<script>self.__afterPaint(' + JSON.stringify(src) + ')</script>';
      if (loaderSent) return call;
      loaderSent = true;
      return LOADER + call;
    });
  }

  /** Where to cut a chunk so that no tag this rewrites is split: before an unclosed tag or script. */
  function safeEnd(text) {
    const lastOpen = text.lastIndexOf('<');
    let end = lastOpen > text.lastIndexOf('>') ? lastOpen : text.length;
    const script = text.lastIndexOf(SCRIPT_START, end);
    if (script >= 0 && text.indexOf('</script>', script) < 0) end = script;
    return end;
  }

  function emit(controller, text) {
    if (text) controller.enqueue(encoder.encode(rewrite(text)));
  }

  return new TransformStream({
    transform(chunk, controller) {
      const text = carry + decoder.decode(chunk, { stream: true });
      const end = safeEnd(text);
      carry = text.slice(end);
      emit(controller, text.slice(0, end));
    },
    flush(controller) {
      emit(controller, carry + decoder.decode());
    },
  });
}

module.exports = { afterPaintScripts };
