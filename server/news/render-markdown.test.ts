import { describe, expect, it } from "vitest";
import { renderMarkdown, sanitizeNewsHtml } from "./render-markdown.ts";

/** Written in Markdown by an operator whose account was taken over: raw HTML and link tricks. */
const MARKDOWN_PAYLOADS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>",
  "<img src=x onerror=alert(1)>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC="jav&#x09;ascript:alert(1);">',
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="width: expression(alert(1))">x</div>',
  "<body onload=alert(1)>",
  "<details open ontoggle=alert(1)>",
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "<<script>script>alert(1)<</script>/script>",
  '"><script>alert(1)</script>',
  "[x](javascript:alert(1))",
  "[x](JaVaScRiPt:alert(1))",
  "[x](&#106;avascript:alert(1))",
  "[x](javascript&#58;alert(1))",
  "[x](<java&#09;script:alert(1)>)",
  "[x](<javascript:alert(1)>)",
  "[x]( javascript:alert(1) )",
  "[x](javascript://%0aalert(1))",
  "[x](vbscript:msgbox(1))",
  "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
  "![x](javascript:alert(1))",
  "[x][evil]\n\n[evil]: javascript:alert(1)",
  "[x](https://example.com\" onmouseover=\"alert(1))",
  "[x](https://example.com 'a\" onmouseover=\"alert(1)')",
  "<javascript:alert(1)>",
  "<data:text/html,<script>alert(1)</script>>",
  "<https://example.com/\" onmouseover=\"alert(1)>",
  "javascript:alert(1) www.example.com/x?a=<script>",
  "`<script>alert(1)</script>`\n\n```html\n<img src=x onerror=alert(1)>\n```",
  "<!--<script>alert(1)</script>-->",
  "<![CDATA[<script>alert(1)</script>]]>",
  "<math><mi xlink:href=\"javascript:alert(1)\">x</mi></math>",
  "[x](file:///etc/passwd)",
  "[x](//evil.example/steal)",
];

/** Raw HTML reaching the sanitiser directly, as if the renderer had let it through. */
const HTML_PAYLOADS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "<svg onload=alert(1)></svg>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
  '<a href="https://example.com" onclick="alert(1)">x</a>',
  '<p style="background:url(javascript:alert(1))" onmouseover="alert(1)">x</p>',
  "<style>@import 'https://evil.example/x.css';</style>",
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:image/svg+xml,x">',
  '<form action="javascript:alert(1)"><input onfocus=alert(1) autofocus></form>',
  '<table background="javascript:alert(1)"><tr><td onclick="alert(1)">x</td></tr></table>',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  "<scr<script>ipt>alert(1)</script>",
  '<h2 onclick="alert(1)">t</h2>',
  '<img src="data:image/png;base64,iVBORw0KGgo=">',
];

const TAG = /<[^>]*>/g;
const ALLOWED_TAGS = new Set(["p", "h2", "h3", "h4", "strong", "em", "s", "a", "ul", "ol", "li", "blockquote", "code", "pre", "hr", "br", "table", "thead", "tbody", "tr", "th", "td"]);

const decode = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** Every tag in the output is allowed, carries no handler or style, and links only out by http(s) or mail. */
function expectHarmless(html: string, label: string): void {
  expect(html, label).not.toMatch(/<script/i);
  for (const tag of html.match(TAG) ?? []) {
    const name = /^<\/?([a-z0-9]+)/i.exec(tag)?.[1]?.toLowerCase();
    expect(ALLOWED_TAGS.has(name ?? ""), `${label}: ${tag}`).toBe(true);
    // eslint-disable-next-line no-control-regex -- meant: control characters count as spaces, so none hides a handler or a scheme
    const markup = decode(tag).replace(/[\s\u0000-\u001f]+/g, " ");
    expect(markup, label).not.toMatch(/ on\w+=/i);
    expect(markup, label).not.toMatch(/style=/i);
    expect(markup.replace(/ /g, ""), label).not.toMatch(/javascript:|vbscript:|data:/i);
    const href = /href="([^"]*)"/.exec(tag)?.[1];
    if (href !== undefined) expect(decode(href), label).toMatch(/^(https?:\/\/|mailto:)/);
  }
}

describe("rendering an article's Markdown", () => {
  it(`leaves no script, handler, javascript: or data: URL in the markup of ${MARKDOWN_PAYLOADS.length} known XSS payloads`, () => {
    for (const payload of MARKDOWN_PAYLOADS) expectHarmless(renderMarkdown(payload), payload);
  });

  it("shows raw HTML as the text it is", () => {
    expect(renderMarkdown("<script>alert(1)</script>")).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n");
    expect(renderMarkdown("[x](javascript:alert(1))")).not.toContain("<a");
  });

  it(`keeps none of ${HTML_PAYLOADS.length} payloads that reach the sanitiser as HTML`, () => {
    for (const payload of HTML_PAYLOADS) {
      const html = sanitizeNewsHtml(payload);
      expectHarmless(html, payload);
      expect(html, payload).not.toMatch(/<script| on\w+=|javascript:|data:/i);
    }
  });

  it("renders headings, lists, emphasis, quotes, code, tables and links", () => {
    const html = renderMarkdown(
      [
        "# Trading hours",
        "## Forex",
        "Markets open **Sunday 22:00** and close _Friday 22:00_ UTC.",
        "- EURUSD\n- GBPUSD",
        "1. Log in\n2. Trade",
        "> Past performance is no guide.",
        "Use `Ctrl+C`; see [the help page](https://example.com/help) or write to <help@example.com>.",
        "| Market | Opens |\n|---|---|\n| FX | Sun 22:00 |",
        "---",
      ].join("\n\n"),
    );
    expect(html).toContain("<h2>Trading hours</h2>");
    expect(html).toContain("<h2>Forex</h2>");
    expect(html).toContain("<strong>Sunday 22:00</strong>");
    expect(html).toContain("<em>Friday 22:00</em>");
    expect(html).toContain("<ul>\n<li>EURUSD</li>\n<li>GBPUSD</li>\n</ul>");
    expect(html).toContain("<ol>\n<li>Log in</li>");
    expect(html).toContain("<blockquote>");
    expect(html).toContain("<code>Ctrl+C</code>");
    expect(html).toContain('<a href="https://example.com/help" rel="noopener noreferrer nofollow" target="_blank">the help page</a>');
    expect(html).toContain('<a href="mailto:help@example.com" rel="noopener noreferrer nofollow" target="_blank">help@example.com</a>');
    expect(html).toContain("<td>Sun 22:00</td>");
    expect(html).toContain("<hr />");
    expectHarmless(html, "normal article");
  });

  it("links bare web addresses and drops links that would stay inside the app", () => {
    expect(renderMarkdown("See https://example.com/news.")).toContain('<a href="https://example.com/news" rel="noopener noreferrer nofollow" target="_blank">');
    expect(renderMarkdown("[deposit](/mine/charge)")).toBe("<p>deposit</p>\n");
  });
});
