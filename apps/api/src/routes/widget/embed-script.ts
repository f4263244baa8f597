// The one-tag embed for partner pages:
//   <script src="https://kerb.example/embed.js" data-partner="demo" data-loan-term="5" async></script>
// It mounts the widget's iframe next to the tag (or inside data-target), passes the other data attributes
// as startup parameters (spec 1 §5), and follows the widget's height messages so the frame never scrolls. On a
// page the partner does not allow, it removes the frame and says so in the console.
export function embedScript(origin: string): string {
  const source = `(function () {
  var ORIGIN = ${JSON.stringify(origin)};
  var script = document.currentScript;
  if (!script) return;
  var data = script.dataset || {};
  var partner = data.partner;
  if (!partner) { console.error('Kerb: add data-partner="<your partner id>" to the embed script tag'); return; }
  var params = new URLSearchParams();
  Object.keys(data).forEach(function (key) {
    if (key !== 'partner' && key !== 'target') params.set(key, data[key]);
  });
  var query = params.toString();
  var iframe = document.createElement('iframe');
  iframe.src = ORIGIN + '/iframe/' + encodeURIComponent(partner) + (query ? '?' + query : '');
  iframe.title = 'Vehicle finance application';
  iframe.setAttribute('allow', 'camera; geolocation');
  iframe.setAttribute('data-kerb-frame', partner);
  iframe.style.cssText = 'display:block;width:100%;max-width:394px;height:720px;border:0;margin:0 auto;';
  var target = data.target ? document.querySelector(data.target) : null;
  if (target) target.appendChild(iframe); else script.parentNode.insertBefore(iframe, script.nextSibling);
  // docs/decisions/067: a page the partner does not list is refused by the browser (frame-ancestors); say why.
  fetch(ORIGIN + '/api/partner/' + encodeURIComponent(partner) + '/embedding?origin=' + encodeURIComponent(location.origin))
    .then(function (res) { return res.ok ? res.json() : null; })
    .then(function (answer) {
      if (!answer || answer.allowed !== false) return;
      iframe.remove();
      console.error('Kerb: partner "' + partner + '" does not allow its widget on ' + location.origin +
        '. Ask Kerb to add this origin to the partner’s embedding origins (embedOrigins).');
    })
    .catch(function () {});
  window.addEventListener('message', function (event) {
    if (event.origin !== ORIGIN || event.source !== iframe.contentWindow) return;
    var message = event.data;
    if (message && message.type === 'kerb:resize' && typeof message.height === 'number' && isFinite(message.height)) {
      iframe.style.height = Math.max(320, Math.min(Math.ceil(message.height), 6000)) + 'px';
    }
  });
})();
`;
  return source;
}
