import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml, toPlainText } from './html-sanitizer.ts';

/**
 * Classic XSS payloads: each must come out with nothing that runs. Written for this suite from
 * the well-known families: script tags, event handlers, dangerous URL schemes in mixed case and
 * behind entities or whitespace, CSS expressions and url(), frames, plugins, meta refresh, forms,
 * SVG and MathML, base and link tags, comments and broken markup.
 */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<script/xss src="https://evil.example/x.js"></script>',
  '<<script>alert(1)//<</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)" />',
  '<IMG SRC="javascript:alert(1);">',
  '<img src=javascript:alert(1)>',
  '<img src="jav&#x09;ascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img """><script>alert(1)</script>">',
  '<img src=`javascript:alert(1)`>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#0000010;script:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example">protocol relative</a>',
  '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
  '<a href="https://ok.example" target="_top">x</a>',
  '<p style="width: expression(alert(1))">x</p>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p style="behavior: url(xss.htc)">x</p>',
  '<p style="-moz-binding:url(https://evil.example/xss.xml#xss)">x</p>',
  '<div style="color: red; background-image: url(\'https://evil.example/track.png\')">x</div>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<frameset><frame src="javascript:alert(1)"></frameset>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:text/html,<script>alert(1)</script>">',
  '<applet code="x.class"></applet>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input onfocus=alert(1) autofocus>',
  '<select onfocus=alert(1) autofocus>',
  '<textarea onfocus=alert(1) autofocus>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<td background="javascript:alert(1)">x</td>',
  '<div id="x" class="y" data-x="javascript:alert(1)">x</div>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<xss onafterscriptexecute=alert(1)><script>1</script>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
];

/** What must never survive: a tag or attribute that runs script, loads other documents or resources it should not, or a script URL. */
const DANGER = [
  /<\s*(script|style|iframe|frame|frameset|object|embed|applet|meta|base|link|form|input|button|select|textarea|svg|math|template|video|audio|body|details|marquee|noscript|xss)\b/i,
  /\son[a-z]+\s*=/i,
  /javascript\s*:/i,
  /vbscript\s*:/i,
  /data\s*:/i,
  /expression\s*\(/i,
  /url\s*\(/i,
  /binding|behavior/i,
  /href="\/\//i,
  /target="_top"/i,
  /srcdoc|formaction|background=/i,
];

describe('sanitizeContentHtml', () => {
  it.each(PAYLOADS)('neutralizes %s', (payload) => {
    const clean = sanitizeContentHtml(payload);
    for (const pattern of DANGER) expect(clean, `${payload} -> ${clean}`).not.toMatch(pattern);
    // Sanitizing is stable: what it stores passes through again unchanged.
    expect(sanitizeContentHtml(clean)).toBe(clean);
  });

  it('keeps the formatting operators use', () => {
    const html =
      '<h3>Rules</h3><p>Bonus <strong>100%</strong> <em>now</em></p>' +
      '<ul><li>One</li></ul><table><tbody><tr><td colspan="2">Cell</td></tr></tbody></table>' +
      '<p><img src="https://cdn.example/a.png" alt="card" width="300" /> <a href="/register">Register</a> ' +
      '<a href="mailto:help@example.com">Mail</a></p>';
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it('drops inline styles, which the site CSP would refuse to apply anyway', () => {
    expect(sanitizeContentHtml('<p style="color:red">Red</p>')).toBe('<p>Red</p>');
  });

  it('gives a link that opens a new tab no handle on the opener', () => {
    expect(sanitizeContentHtml('<a href="https://t.me/x" target="_blank" rel="opener">Telegram</a>')).toBe(
      '<a href="https://t.me/x" target="_blank" rel="noopener noreferrer">Telegram</a>',
    );
  });
});

describe('toPlainText', () => {
  it.each(PAYLOADS)('leaves no markup of %s', (payload) => {
    const text = toPlainText(payload);
    expect(text, `${payload} -> ${text}`).not.toMatch(/<\s*[a-z!/?]/i);
    expect(toPlainText(text)).toBe(text);
  });

  it('keeps ordinary text as the operator wrote it', () => {
    expect(toPlainText('Deposit & win: 5 < 10 "today"')).toBe('Deposit & win: 5 < 10 "today"');
    expect(toPlainText('<b>Big</b> bonus<script>alert(1)</script>')).toBe('Big bonus');
  });

  it('removes markup hidden behind entities, however deep', () => {
    expect(toPlainText('a &lt;script&gt;alert(1)&lt;/script&gt; b')).toBe('a  b');
    const deep = `x &${'amp;'.repeat(12)}lt;script&gt;alert(1)`;
    expect(toPlainText(deep)).not.toMatch(/<\s*script/i);
  });
});
