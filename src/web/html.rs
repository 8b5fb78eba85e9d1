//! HTML escaping and the frame every page shares: the head (viewport,
//! title, the style sheet inline), the body, the optional key script, and
//! the Content-Security-Policy that allows exactly that style and that
//! script (by their SHA-256) and images from the same place, nothing else.

use sha2::{Digest, Sha256};

use crate::app::Lang;

/// `text` safe inside HTML text and quoted attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The pages' style: readable on a phone (one column, large tap targets),
/// light or dark as the reader's system is, no external fonts.
pub const STYLE: &str = "\
:root{color-scheme:light dark;--fg:#211d17;--bg:#f8f4ec;--card:#fffdf8;--line:#dcd2bf;--accent:#8f4a0c;--muted:#6b6256}\
@media (prefers-color-scheme:dark){:root{--fg:#eee7da;--bg:#1b1916;--card:#24211d;--line:#4a433a;--accent:#f0a85a;--muted:#aaa091}}\
*{box-sizing:border-box}\
body{margin:0;background:var(--bg);color:var(--fg);font:17px/1.5 system-ui,-apple-system,\"Segoe UI\",Roboto,\"Noto Sans\",sans-serif;-webkit-text-size-adjust:100%}\
main{max-width:46rem;margin:0 auto;padding:.75rem 1rem 2rem}\
header{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.25rem 1rem}\
h1{font-size:1.45rem;line-height:1.25;margin:.25rem 0}\
h2{font-size:1.15rem;margin:1.5rem 0 .5rem;padding-bottom:.2rem;border-bottom:1px solid var(--line)}\
a{color:var(--accent)}\
.lang{display:inline-block;padding:.6rem .2rem;min-height:44px}\
.status{font-weight:600;margin:.5rem 0;overflow-wrap:anywhere}\
ul.seats{list-style:none;padding:0;margin:.5rem 0}\
ul.seats li{display:flex;flex-wrap:wrap;gap:0 .6rem;padding:.45rem 0;border-bottom:1px solid var(--line)}\
.role{color:var(--muted);min-width:5.5rem}\
.name{font-weight:600;overflow-wrap:anywhere}\
.clock{margin-left:auto;color:var(--muted)}\
figure{margin:1rem 0 .5rem}\
figure img{display:block;width:100%;height:auto;background:var(--card);border:1px solid var(--line);border-radius:8px}\
figcaption{text-align:center;margin-top:.4rem;overflow-wrap:anywhere}\
nav.steps{display:flex;gap:.5rem;justify-content:center;margin:.5rem 0}\
nav.steps a,nav.steps span{flex:1 1 0;max-width:6rem;min-height:48px;display:flex;align-items:center;justify-content:center;font-size:1.35rem;border:1px solid var(--line);border-radius:10px;background:var(--card);text-decoration:none}\
nav.steps span{opacity:.35}\
.hint{color:var(--muted);font-size:.9rem;text-align:center;margin:.25rem 0}\
ol.moves{list-style:none;padding:0;margin:.5rem 0;display:grid;grid-template-columns:repeat(auto-fill,minmax(7rem,1fr));gap:.35rem}\
ol.moves a{display:block;min-height:44px;padding:.55rem .6rem;border:1px solid var(--line);border-radius:8px;background:var(--card);text-decoration:none;overflow-wrap:anywhere}\
ol.moves a[aria-current]{border:2px solid var(--accent);font-weight:700}\
.num{color:var(--muted);margin-right:.3rem}\
.throw{font-style:italic}\
.record a{display:inline-block;padding:.75rem 1rem;min-height:48px;border:1px solid var(--accent);border-radius:10px;background:var(--card);text-decoration:none}\
.scroll{overflow-x:auto;margin:.5rem 0}\
table{border-collapse:collapse;min-width:100%;background:var(--card)}\
th,td{padding:.45rem .55rem;border-bottom:1px solid var(--line);text-align:left;white-space:nowrap}\
th{font-size:.9rem;color:var(--muted)}\
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}\
.legend{color:var(--muted);font-size:.9rem}\
ul.round{list-style:none;padding:0;margin:.25rem 0}\
ul.round li{padding:.35rem 0;border-bottom:1px solid var(--line);overflow-wrap:anywhere}\
footer{color:var(--muted);font-size:.85rem;margin-top:2rem}\
@media (max-width:30rem){table{font-size:.9rem}th,td{padding:.4rem .25rem}main{padding:.5rem .75rem 2rem}}";

/// Steps through the game with the keyboard: ← and → follow the previous
/// and next links, Home and End the first and last (nothing else; the
/// links work without it).
pub const KEYS_SCRIPT: &str = "\
document.addEventListener('keydown',function(e){\
if(e.altKey||e.ctrlKey||e.metaKey||e.shiftKey)return;\
var id={ArrowLeft:'previous',ArrowRight:'next',Home:'first',End:'last'}[e.key];\
var a=id&&document.getElementById(id);\
if(a&&a.href){e.preventDefault();location.href=a.href;}});";

/// A CSP source for `text` inline: `'sha256-…'`.
fn hash_source(text: &str) -> String {
    format!("'sha256-{}'", base64(&Sha256::digest(text.as_bytes())))
}

/// The Content-Security-Policy of every answer: nothing but images from
/// here, the inline style and the key script (by hash).
pub fn content_security_policy() -> String {
    format!(
        "default-src 'none'; img-src 'self'; style-src {}; script-src {}; base-uri 'none'; \
         form-action 'none'; frame-ancestors 'none'",
        hash_source(STYLE),
        hash_source(KEYS_SCRIPT)
    )
}

/// A whole page: `head_extra` goes in the head (a refresh), `body` in
/// `<main>`; `keys`: with the key script.
pub fn page(lang: Lang, title: &str, head_extra: &str, body: &str, keys: bool) -> String {
    let script = if keys {
        format!("<script>{KEYS_SCRIPT}</script>")
    } else {
        String::new()
    };
    format!(
        "<!DOCTYPE html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">\
         <meta name=\"robots\" content=\"noindex,nofollow\">{head_extra}\
         <title>{title}</title><style>{STYLE}</style></head>\
         <body><main>{body}</main>{script}</body></html>\n",
        lang = lang.as_str(),
        title = escape(title),
    )
}

/// Standard base64 (with padding), for the CSP's hashes.
fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [chunk[0], *chunk.get(1).unwrap_or(&0), *chunk.get(2).unwrap_or(&0)];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for k in 0..4 {
            if k <= chunk.len() {
                out.push(ALPHABET[(n >> (18 - 6 * k) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_in_names_is_shown_never_run() {
        assert_eq!(
            escape("<script>alert('x&y')</script>\""),
            "&lt;script&gt;alert(&#39;x&amp;y&#39;)&lt;/script&gt;&quot;"
        );
    }

    #[test]
    fn base64_as_the_standard_writes_it() {
        assert_eq!(base64(b""), "");
        assert_eq!(base64(b"f"), "Zg==");
        assert_eq!(base64(b"fo"), "Zm8=");
        assert_eq!(base64(b"foo"), "Zm9v");
        assert_eq!(base64(b"foobar"), "Zm9vYmFy");
        // SHA-256 of "" as CSP hashes write it.
        assert_eq!(
            hash_source(""),
            "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"
        );
    }
}
