// The page's production-signals catcher: a small inline script the edge puts first in every page's <head>
// (compose.ts), allowed by its CSP hash like the late-start script. Constant text: one hash for every page.
//
// From the first HTML it listens, in the capture phase, for uncaught errors (a <script> or <link> that fails to load
// fires an 'error' event at its element, seen only in the capture phase), unhandled promise rejections and
// 'securitypolicyviolation'. After the takeover the shell adds the Web Vitals and the Module Federation runtime's
// remote-load failures through window.__funilSignals (shell/src/signals/), and tells it the remote of the route and the
// build ids (the shell's from <meta name="funil-build">, each remote's from its mf-manifest.json).
//
// Events are batched and sent once, with navigator.sendBeacon to SIGNALS_PATH, when the page is hidden
// (visibilitychange to hidden, or pagehide): the listener is on window in the bubble phase, so it runs after the Web
// Vitals library's own listeners (window, capture phase) have reported the final LCP / CLS / INP. The beacon carries
// the page's view token (<meta name="funil-view">, put there by the edge: view-token.ts), which counts once: a page
// view sends one beacon, what happens after it (shown again, hidden again) is not sent. Caps per page view: MAX_EVENTS events in all, at most
// MAX_OTHER_EVENTS that are not vitals (so an error loop cannot crowd out the vitals), of which MAX_RESOURCE_EVENTS
// failed loads, a repeat of the same error is
// counted (n) rather than sent again. Texts are cut (message 300, stack 1000 characters).
//
// Nothing personal leaves the page: the route is location.pathname (no query, no hash: the thank-you, survey and
// unsubscribe links carry tokens there), URLs lose their query and hash, nothing reads a form, no cookie, no id.
export const SIGNALS_PATH = '/signals';
export const MAX_EVENTS = 10;
export const MAX_OTHER_EVENTS = 5;
/** Of those, failed <script>/<link> loads: a remote that is down fails a dozen files, its runtime failure must fit too. */
export const MAX_RESOURCE_EVENTS = 2;
export const CATCHER_GLOBAL = '__funilSignals';

export const SIGNALS_CATCHER_SCRIPT = [
  '(function(){',
  'var w=window,d=document,n=navigator,q=[],sent=0,viewed=false,start=location.pathname,viewRemote="";',
  `if(w.${CATCHER_GLOBAL})return;`,
  'function cut(s,m){return String(s==null?"":s).slice(0,m);}',
  'function bare(u){return cut(String(u||"").split(/[?#]/)[0],300);}',
  'function stack(e){return e&&typeof e.stack==="string"?cut(e.stack.split("\\n").slice(0,8).join("\\n").replace(/\\?[^\\s)]*/g,""),1000):"";}',
  'function pageRemote(){var r=d.getElementById("root"),k=r&&r.getAttribute("data-prerendered");return k?k.split("/")[0]:"";}',
  'function device(){var u=n.userAgentData;return(u&&u.mobile||/Mobi|Android|iPhone|iPad|iPod/i.test(n.userAgent))?"mobile":"desktop";}',
  'function conn(){var c=n.connection;return cut(c&&c.effectiveType||"unknown",20);}',
  // The device class is read once, when the page starts: while a page unloads, an emulated user agent (and a browser
  // switching its desktop-site mode) can read differently.
  'var dev=device(),meta=d.querySelector("meta[name=\\"funil-build\\"]");',
  `var S=w.${CATCHER_GLOBAL}={builds:{shell:meta?cut(meta.getAttribute("content"),64):""},remote:"",`,
  'setRemote:function(r){S.remote=cut(r,60);if(!viewRemote&&location.pathname===start)viewRemote=S.remote;},',
  'setBuild:function(r,b){S.builds[cut(r,60)]=cut(b,64);},add:add,flush:flush,pending:function(){return q.slice();}};',
  'function add(e){if(viewed||!e||typeof e!=="object")return;var r=location.pathname,i,o,others=0,res=0;',
  'if(e.kind!=="vital"){for(i=0;i<q.length;i++){o=q[i];if(o.kind!=="vital")others++;if(o.kind==="resource")res++;',
  'if(o.kind===e.kind&&o.route===r&&o.message===e.message&&o.source===e.source&&o.url===e.url&&o.directive===e.directive&&o.expose===e.expose){o.n=Math.min((o.n||1)+1,100);return;}}',
  `if(others>=${MAX_OTHER_EVENTS}||e.kind==="resource"&&res>=${MAX_RESOURCE_EVENTS})return;}`,
  `if(sent+q.length>=${MAX_EVENTS})return;`,
  'e.route=r;if(!e.remote)e.remote=S.remote||pageRemote();e.t=Math.round(performance.now());q.push(e);}',
  // One beacon per page view: the view token (<meta name="funil-view">, edge/src/signals/view-token.ts) counts once.
  'function flush(){if(viewed)return;var t=d.querySelector("meta[name=\\"funil-view\\"]");',
  'var b=JSON.stringify({v:1,token:t?t.getAttribute("content"):"",view:{route:start,remote:viewRemote||pageRemote()},device:dev,connection:conn(),events:q});',
  `if(n.sendBeacon&&n.sendBeacon(${JSON.stringify(SIGNALS_PATH)},b)){sent+=q.length;q=[];viewed=true;}}`,
  'w.addEventListener("error",function(e){var t=e.target;',
  'if(t&&t!==w&&t.tagName){if(t.tagName==="SCRIPT"||t.tagName==="LINK")add({kind:"resource",message:t.tagName.toLowerCase()+(t.rel?" "+t.rel:""),url:bare(t.src||t.href)});return;}',
  'var x=e.error;add({kind:"error",error_type:cut(x&&x.name||"Error",60),message:cut(e.message,300),source:bare(e.filename),line:e.lineno|0,col:e.colno|0,stack:stack(x)});},true);',
  'w.addEventListener("unhandledrejection",function(e){var x=e.reason;',
  'add({kind:"rejection",error_type:cut(x&&x.name||typeof x,60),message:cut(x&&x.message!==undefined?x.message:x,300),stack:stack(x)});});',
  'd.addEventListener("securitypolicyviolation",function(e){',
  'add({kind:"csp",directive:cut(e.effectiveDirective||e.violatedDirective,60),url:bare(e.blockedURI),source:bare(e.sourceFile),line:e.lineNumber|0});},true);',
  'w.addEventListener("visibilitychange",function(){if(d.visibilityState==="hidden")flush();});',
  'w.addEventListener("pagehide",flush);',
  '})();',
].join('');
