import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";

/** Raw HTML in the Markdown is shown as text, never passed through. */
const markdown = new MarkdownIt({ html: false, linkify: true }).disable("image");

const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

const POLICY: sanitizeHtml.IOptions = {
  allowedTags: ["p", "h2", "h3", "h4", "strong", "em", "s", "a", "ul", "ol", "li", "blockquote", "code", "pre", "hr", "br", "table", "thead", "tbody", "tr", "th", "td"],
  allowedAttributes: { a: ["href", "rel", "target"], ol: ["start"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // Articles sit under the page's own title: their headings start one level down.
    h1: "h2",
    h5: "h4",
    h6: "h4",
    a: (_tag, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim() ?? "";
      // A relative or scheme-less link would resolve inside the app; only links out are kept.
      if (!SAFE_HREF.test(href)) return { tagName: "span", attribs: {} };
      return { tagName: "a", attribs: { href, rel: "noopener noreferrer nofollow", target: "_blank" } };
    },
  },
};

/** HTML with only the policy's tags and attributes left; also what guards against a renderer bug. */
export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, POLICY);
}

/** An operator's Markdown as the HTML readers are sent: rendered once, when the article is saved. */
export function renderMarkdown(source: string): string {
  return sanitizeNewsHtml(markdown.render(source));
}
