//! The registry lists of the protocol crates' `wire_types!`: the names their
//! tables contribute, spliced in once.

use proc_macro2::{Delimiter, Group, Punct, Spacing, TokenStream as Tokens, TokenTree};
use std::collections::HashSet;

/// Rewrites every `[..]` list of `input`: a parenthesized group in it (the
/// names a table contributes, in table order) becomes those of its names
/// that no list writes out by hand and no earlier group holds. Names written
/// by hand pass through as written, repeats included.
pub fn resolve(input: Tokens) -> Tokens {
    let mut hand = HashSet::new();
    hand_names(input.clone(), false, &mut hand);
    rewrite(input, false, &hand, &mut HashSet::new())
}

fn hand_names(tokens: Tokens, in_list: bool, out: &mut HashSet<String>) {
    for tt in tokens {
        match tt {
            TokenTree::Ident(name) if in_list => {
                out.insert(name.to_string());
            }
            // A table's group holds no hand-written name.
            TokenTree::Group(g) if !(in_list && g.delimiter() == Delimiter::Parenthesis) => {
                hand_names(g.stream(), g.delimiter() == Delimiter::Bracket, out);
            }
            _ => {}
        }
    }
}

fn rewrite(
    tokens: Tokens,
    in_list: bool,
    hand: &HashSet<String>,
    seen: &mut HashSet<String>,
) -> Tokens {
    let mut out = Tokens::new();
    for tt in tokens {
        match tt {
            // The list is written again, one `name,` per entry.
            TokenTree::Ident(name) if in_list => {
                out.extend([TokenTree::Ident(name), comma()]);
            }
            TokenTree::Group(g) if in_list && g.delimiter() == Delimiter::Parenthesis => {
                for tt in g.stream() {
                    if let TokenTree::Ident(name) = tt {
                        let key = name.to_string();
                        if !hand.contains(&key) && seen.insert(key) {
                            out.extend([TokenTree::Ident(name), comma()]);
                        }
                    }
                }
            }
            TokenTree::Group(g) => {
                let inner = rewrite(g.stream(), g.delimiter() == Delimiter::Bracket, hand, seen);
                let mut group = Group::new(g.delimiter(), inner);
                group.set_span(g.span());
                out.extend([TokenTree::Group(group)]);
            }
            // The list's own commas are replaced by those written above.
            TokenTree::Punct(p) if in_list && p.as_char() == ',' => {}
            other => out.extend([other]),
        }
    }
    out
}

fn comma() -> TokenTree {
    TokenTree::Punct(Punct::new(',', Spacing::Alone))
}
