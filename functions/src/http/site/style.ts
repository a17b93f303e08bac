import { createHash } from 'node:crypto';

/**
 * The public site's one stylesheet: the office's navy and gold (web/src/styles.css, brand-700 and gold-300),
 * system fonts (nothing to download, nothing to shift), light and dark by the reader's preference. Served as a
 * file because the site's Content-Security-Policy allows styles from 'self' only, not inline.
 */
export const SITE_CSS = `
:root{--ink:#1f2937;--muted:#4b5563;--bg:#fff;--card:#f8fafc;--line:#e5e7eb;--brand:#1e3a5f;--brand-ink:#fff;--accent:#f5d58a;--link:#2b5283;--error:#b91c1c;color-scheme:light dark}
@media (prefers-color-scheme:dark){:root{--ink:#e5e7eb;--muted:#9ca3af;--bg:#0f1e33;--card:#162b47;--line:#2b3f5c;--brand:#0b1626;--link:#b9cce4;--error:#fca5a5}}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.6 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:var(--ink);background:var(--bg)}
a{color:var(--link)}
a:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.skip{position:absolute;left:-9999px}
.skip:focus{left:1rem;top:1rem;background:var(--bg);padding:.5rem 1rem;z-index:1}
header.site{background:var(--brand);color:var(--brand-ink)}
header.site .wrap{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1.5rem;padding-top:1rem;padding-bottom:1rem}
header.site .brand{color:var(--brand-ink);font-weight:700;font-size:1.1rem;text-decoration:none}
header.site nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;margin:0;padding:0}
header.site nav a{color:var(--brand-ink);text-decoration:none;padding:.25rem 0;border-bottom:2px solid transparent}
header.site nav a[aria-current=page]{border-bottom-color:var(--accent)}
header.site nav a:hover{border-bottom-color:var(--accent)}
.wrap{max-width:60rem;margin:0 auto;padding-left:1rem;padding-right:1rem}
main{padding-top:2rem;padding-bottom:3rem}
h1{font-size:1.9rem;line-height:1.25;margin:0 0 1rem;color:var(--ink)}
h2{font-size:1.3rem;line-height:1.3;margin:2rem 0 .5rem}
.lead{color:var(--muted);font-size:1.1rem;margin-top:0}
.meta{color:var(--muted);font-size:.9rem;margin:.25rem 0 1rem}
.list{list-style:none;margin:0;padding:0;display:grid;gap:1.5rem}
.card{display:grid;grid-template-columns:1fr;gap:1rem;background:var(--card);border:1px solid var(--line);border-radius:.5rem;padding:1rem}
@media (min-width:40rem){.card.with-image{grid-template-columns:12.5rem 1fr}}
.card h2{margin:0 0 .25rem;font-size:1.2rem}
.card p{margin:.25rem 0}
img{max-width:100%;height:auto}
.thumb{width:100%;height:auto;aspect-ratio:400/210;border-radius:.25rem;object-fit:cover}
.cover{width:100%;height:auto;aspect-ratio:1200/630;border-radius:.5rem;margin:0 0 1.5rem}
.photo{width:7.5rem;height:7.5rem;border-radius:50%;object-fit:cover}
.tags{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;padding:0;margin:.5rem 0}
.tags li{border:1px solid var(--line);border-radius:999px;padding:0 .6rem;font-size:.85rem;color:var(--muted)}
.prose{max-width:42rem}
.prose img{border-radius:.25rem}
.prose blockquote{border-left:3px solid var(--accent);margin:1rem 0;padding:.25rem 1rem;color:var(--muted)}
.prose pre{overflow-x:auto;background:var(--card);padding:1rem;border-radius:.25rem}
.member{display:grid;grid-template-columns:1fr;gap:1rem;align-items:start}
@media (min-width:40rem){.member.with-image{grid-template-columns:7.5rem 1fr}}
.member h2{margin:0}
.faq details{border-bottom:1px solid var(--line);padding:.75rem 0}
.faq summary{cursor:pointer;font-weight:600}
.pager{display:flex;justify-content:space-between;gap:1rem;margin-top:2rem}
footer.site{border-top:1px solid var(--line);color:var(--muted);font-size:.9rem}
footer.site .wrap{padding-top:1.5rem;padding-bottom:2rem}
footer.site a[href^="tel:"]{white-space:nowrap}
footer.site ul{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;list-style:none;padding:0;margin:.5rem 0 0}
header.site .restricted{margin-left:auto;color:#cbd5e1;font-size:.85rem}
.hero{padding:1rem 0 .5rem}
.hero h1{font-size:2.2rem}
@media (max-width:40rem){.hero h1{font-size:1.7rem}}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin:1.5rem 0 0}
.button,.contact button{display:inline-block;background:var(--accent);color:#1f2937;border:1px solid var(--accent);border-radius:.375rem;padding:.6rem 1.1rem;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.button.secondary{background:transparent;color:var(--link);border-color:var(--line)}
.button:focus-visible,.contact button:focus-visible{outline:2px solid var(--link);outline-offset:2px}
.home-section{margin-top:3rem}
.home-section>h2{margin-top:0}
.tiles{list-style:none;margin:0 0 1rem;padding:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(15rem,1fr))}
.tile{background:var(--card);border:1px solid var(--line);border-radius:.5rem;padding:1rem}
.tile h3{font-size:1.05rem;line-height:1.35;margin:0 0 .35rem}
.tile p{margin:.25rem 0}
.tile .thumb{display:block;margin-bottom:.5rem}
.no-cover{background:linear-gradient(135deg,var(--brand),#2b5283);border-radius:.25rem}
.nowrap{white-space:nowrap}
.people{grid-template-columns:repeat(auto-fill,minmax(11rem,1fr))}
.member-tile{text-align:center}
.face{display:block;width:6rem;height:6rem;margin:0 auto .75rem;border-radius:50%;object-fit:cover;border:2px solid var(--accent)}
.initials{display:grid;place-items:center;background:var(--brand);color:var(--brand-ink);font-size:1.6rem;font-weight:700;letter-spacing:.05em}
@media (prefers-color-scheme:dark){.initials{background:#1e3a5f}}
.contact-grid{display:grid;grid-template-columns:minmax(0,1fr);gap:1.5rem}
@media (min-width:48rem){.contact-grid{grid-template-columns:minmax(0,2fr) minmax(0,1fr);gap:2.5rem}}
.contact .field{margin:0 0 1rem}
.contact label{display:block;font-weight:600;margin-bottom:.25rem}
.contact input,.contact select,.contact textarea{width:100%;font:inherit;color:var(--ink);background:var(--bg);border:1px solid var(--muted);border-radius:.375rem;padding:.5rem .75rem}
.contact textarea{resize:vertical}
.contact input:focus-visible,.contact select:focus-visible,.contact textarea:focus-visible{outline:2px solid var(--accent);outline-offset:1px}
.contact [aria-invalid=true]{border-color:var(--error)}
.contact .consent{display:grid;grid-template-columns:auto 1fr;gap:.6rem;align-items:start}
.contact .consent input{width:1.15rem;height:1.15rem;margin:.25rem 0 0}
.contact .consent label{font-weight:400}
.contact .consent .field-error{grid-column:1/-1}
.hint{color:var(--muted);font-size:.85rem;margin:.35rem 0 0}
.field-error{color:var(--error);font-size:.9rem;margin:.35rem 0 0}
.form-errors{border-left:4px solid var(--error);background:var(--card);padding:.75rem 1rem;margin:0 0 1.5rem}
.form-errors p{margin:0}
.form-errors ul{margin:.5rem 0 0;padding-left:1.25rem}
.hp{display:none}
.reach{margin:0}
.reach dt{font-weight:600}
.reach dd{margin:0 0 1rem}
`.trim();

const hash = createHash('sha256').update(SITE_CSS).digest('hex').slice(0, 12);

/** The stylesheet's address: its name changes with its content, so a copy can be kept for a year. */
export const STYLE_PATH = `/site/estilo-${hash}.css`;

/** Whether `path` names a stylesheet of the site (this one, or an older one a cached page still links). */
export function isStylePath(path: string): boolean {
  return /^\/site\/estilo-[0-9a-f]{12}\.css$/.test(path);
}
