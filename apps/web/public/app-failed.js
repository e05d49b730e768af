// The 'App Failed to Load' page (public-site.md §2): shown when the app's script cannot load or
// start. A plain file, not inline, so the Content-Security-Policy needs no 'unsafe-inline'.
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
})();
