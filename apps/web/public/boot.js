// The page's start, a plain file (not inline, so the Content-Security-Policy needs no
// 'unsafe-inline') and a classic script (deferred, so it runs once the page is parsed):
// - it starts the app's code once the server's page has painted (decision 0029);
// - it shows the 'App Failed to Load' page (public-site.md §2) when that code cannot load or start.
(function () {
  var texts = {
    en: [
      'App Failed to Load',
      'The application could not start. This is usually a network or configuration problem. Please check your connection and try again.',
      'Refresh Page',
    ],
    fr: [
      "L'application n'a pas pu se charger",
      "L'application n'a pas pu démarrer. Il s'agit généralement d'un problème de réseau ou de configuration. Vérifiez votre connexion et réessayez.",
      'Actualiser la page',
    ],
    ar: [
      'تعذّر تحميل التطبيق',
      'لم يتمكن التطبيق من البدء. غالباً ما يكون السبب مشكلة في الشبكة أو في الإعدادات. تحقّق من اتصالك ثم أعد المحاولة.',
      'تحديث الصفحة',
    ],
  };
  function show() {
    if (window.__chhiwatStarted || document.getElementById('app-failed')) return;
    var lang = 'ar';
    try {
      lang = (
        new URLSearchParams(location.search).get('lang') ||
        localStorage.getItem('i18nextLng') ||
        'ar'
      ).slice(0, 2);
    } catch {
      // storage blocked: stay with Arabic
    }
    var t = texts[lang] || texts.ar;
    document.documentElement.lang = texts[lang] ? lang : 'ar';
    document.documentElement.dir = lang === 'ar' || !texts[lang] ? 'rtl' : 'ltr';
    var root = document.getElementById('root') || document.body;
    root.innerHTML = '';
    var box = document.createElement('main');
    box.id = 'app-failed';
    box.style.cssText =
      'max-width:32rem;margin:15vh auto;padding:2rem;text-align:center;font-family:system-ui,sans-serif;color:#1c1917';
    var h = document.createElement('h1');
    h.textContent = t[0];
    h.style.cssText = 'font-size:1.5rem;margin-bottom:1rem';
    var p = document.createElement('p');
    p.textContent = t[1];
    p.style.cssText = 'margin-bottom:1.5rem;line-height:1.6';
    var b = document.createElement('button');
    b.type = 'button';
    b.textContent = t[2];
    b.style.cssText =
      'background:#b45309;color:#fff;border:0;border-radius:.5rem;padding:.75rem 1.5rem;font-size:1rem;cursor:pointer';
    b.addEventListener('click', function () {
      location.reload();
    });
    box.append(h, p, b);
    root.appendChild(box);
  }
  window.__chhiwatShowAppFailed = show;
  // A module script that fails to download fires an error event on the element (captured here).
  window.addEventListener(
    'error',
    function (event) {
      var target = event.target;
      if (target && target.tagName === 'SCRIPT' && target.type === 'module') show();
    },
    true,
  );

  // Its load or its failure, whichever comes first; at once if it has done either already.
  function settled(image, then) {
    if (!image || image.complete) return then();
    image.addEventListener('load', then, { once: true });
    image.addEventListener('error', then, { once: true });
  }

  function afterTwoFrames(then) {
    requestAnimationFrame(function () {
      requestAnimationFrame(then);
    });
  }

  function visibleArea(element) {
    var box = element.getBoundingClientRect();
    var width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
    var height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
    return width > 0 && height > 0 ? width * height : 0;
  }

  // Calls `then` once the page's largest content is on screen, as the browser reports it
  // (largest-contentful-paint entries arrive once the frame has been presented): the first such
  // entry, or the page's picture if it is the largest. A picture no larger than what is already
  // shown, or broken, will never be reported; one still waiting for its report gets a second.
  // Without the API (Safari), the picture loaded and two frames rendered.
  function whenOnScreen(picture, then) {
    var done = false;
    var observer = null;
    function go() {
      if (done) return;
      done = true;
      if (observer) observer.disconnect();
      then();
    }
    // A page hidden before its paint is reported never will be: nothing left to wait for. And
    // whatever the browser reports, the app starts within 5 s.
    document.addEventListener('visibilitychange', go, { once: true });
    setTimeout(go, 5000);

    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('largest-contentful-paint') < 0)
      return settled(picture, function () {
        afterTwoFrames(go);
      });
    var largest = null;
    observer = new PerformanceObserver(function (list) {
      var entries = list.getEntries();
      largest = entries[entries.length - 1];
      if (!picture || largest.element === picture) go();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    if (picture)
      settled(picture, function () {
        afterTwoFrames(function () {
          var shown = picture.naturalWidth > 0 ? visibleArea(picture) : 0;
          if (largest && shown <= largest.size) go();
          else setTimeout(go, 1000);
        });
      });
  }

  // The app's entry and the page's chunks wait, inert, in templates (scripts-after-content.ts and
  // the server's page preloads); moved into the document, they load. A script from a template
  // would not run, so the entry's is made anew.
  function loadApp() {
    ['chhiwat-app', 'chhiwat-preloads'].forEach(function (id) {
      var template = document.getElementById(id);
      if (!template) return;
      Array.prototype.forEach.call(template.content.children, function (element) {
        if (element.tagName === 'SCRIPT') {
          var script = document.createElement('script');
          script.type = 'module';
          script.crossOrigin = '';
          script.src = element.getAttribute('src');
          document.body.appendChild(script);
        } else document.head.appendChild(element.cloneNode());
      });
    });
  }

  // A page the server rendered can be read before any script runs, so its code (React, the page,
  // its texts) is only fetched once the page and its picture (the image it marks
  // fetchpriority="high") are on screen: until then they have a slow connection to themselves.
  // A hidden page paints nothing, and a page the server did not render (the back-office) shows
  // nothing before its code: neither waits.
  var root = document.getElementById('root');
  if (document.visibilityState === 'hidden' || !root || !root.firstChild) loadApp();
  else whenOnScreen(document.querySelector('img[fetchpriority="high"]'), loadApp);
})();
