//! The declaration attribute of the agent wire-protocol crates.
//!
//! Use it through `agent-wire-kit` (`#[wire_kit::wire]` in the workspace,
//! `#[agent_wire_kit::wire]` from crates.io); its documentation there says
//! what it generates and the presence words a field may carry.

mod registry;

use proc_macro::TokenStream;
use proc_macro2::{Span, TokenStream as Tokens, TokenTree};
use quote::{format_ident, quote};
use syn::{
    Attribute, Data, DeriveInput, Fields, GenericArgument, Ident, LitStr, Meta, Path,
    PathArguments, Type, Visibility, parse_macro_input,
};

/// Declares a wire struct: `#[non_exhaustive]`, a constructor `new(..)`
/// taking exactly its required fields, and a `with_<field>` setter for each
/// optional or defaulted public field.
///
/// See `agent_wire_kit::wire` for the full description.
#[proc_macro_attribute]
pub fn wire(args: TokenStream, item: TokenStream) -> TokenStream {
    let args = Tokens::from(args);
    let input = parse_macro_input!(item as DeriveInput);
    match expand(args, input) {
        Ok(tokens) => tokens.into(),
        Err(err) => err.to_compile_error().into(),
    }
}

/// Splices table rows into a protocol crate's registry: the input is a
/// callback invocation whose `[..]` lists may hold parenthesized groups, the
/// names a table contributes (`[A, (B, A, C)]`). Each group becomes those of
/// its names that no list writes out by hand and no earlier group holds
/// (`[A, B, C]`): a name written by hand keeps its place, and a name
/// written twice by hand stays twice, for the registry test to report.
///
/// Used by the protocol crates' `wire_types!`, through
/// `agent_wire_kit::__private::registry`.
#[doc(hidden)]
#[proc_macro]
pub fn registry(input: TokenStream) -> TokenStream {
    registry::resolve(input.into()).into()
}

/// How a field is filled in by the constructor.
enum Fill {
    /// A parameter of `new`.
    Required,
    /// `Default::default()` (serde `default`, or the field is skipped).
    Default,
    /// A call to the function serde's `default = "path"` names.
    DefaultFn(Path),
    /// The struct's own `Default` (container `#[serde(default)]`).
    ContainerDefault,
}

struct FieldPlan {
    ident: Ident,
    ty: Type,
    fill: Fill,
    /// A setter is generated: the field is public, not required, not a tag.
    setter: bool,
}

fn expand(args: Tokens, mut input: DeriveInput) -> syn::Result<Tokens> {
    let manual_new = parse_struct_args(args)?;
    let container_default = input
        .attrs
        .iter()
        .any(|a| serde_keys(a).iter().any(|k| k.key == "default"));
    // A bare `Option<T>` is required-nullable only where serde derives the
    // decoding and nothing lets a field be absent; a hand-written decoder
    // says presence itself.
    let implicit_nullable = !container_default && derives(&input.attrs, "Deserialize");
    let schema = derives(&input.attrs, "JsonSchema");
    let Data::Struct(data) = &mut input.data else {
        return Err(syn::Error::new(
            Span::call_site(),
            "#[wire] declares a struct",
        ));
    };
    let Fields::Named(fields) = &mut data.fields else {
        return Err(syn::Error::new(
            Span::call_site(),
            "#[wire] declares a struct with named fields",
        ));
    };

    let mut plans = Vec::new();
    for field in fields.named.iter_mut() {
        let words = take_wire_words(&mut field.attrs)?;
        let tag = words.tag;
        let expanded = if words.is_none() {
            if implicit_nullable {
                nullable_attrs(&field.ty, &field.attrs, schema)
            } else {
                Vec::new()
            }
        } else {
            presence_attrs(&words, &field.ty, &field.attrs)?
        };
        field.attrs.extend(expanded);
        let mut fill = if container_default {
            Fill::ContainerDefault
        } else {
            Fill::Required
        };
        for key in field.attrs.iter().flat_map(serde_keys) {
            match key.key.as_str() {
                "default" => {
                    fill = match key.value {
                        Some(path) => Fill::DefaultFn(path.parse()?),
                        None => Fill::Default,
                    }
                }
                "skip" | "skip_deserializing" => fill = Fill::Default,
                _ => {}
            }
        }
        // A tag or const is not a free field: never a parameter, never set.
        if tag && matches!(fill, Fill::Required) {
            fill = Fill::Default;
        }
        let public = matches!(field.vis, Visibility::Public(_));
        let setter = public && !tag && !matches!(fill, Fill::Required);
        let ident = field.ident.clone().expect("named field");
        plans.push(FieldPlan {
            ident,
            ty: field.ty.clone(),
            fill,
            setter,
        });
    }

    if !input
        .attrs
        .iter()
        .any(|a| a.path().is_ident("non_exhaustive"))
    {
        input.attrs.push(syn::parse_quote!(#[non_exhaustive]));
    }

    let name = &input.ident;
    let (impl_g, ty_g, where_g) = input.generics.split_for_impl();
    let constructor = (!manual_new).then(|| constructor(&plans, container_default));
    let setters = plans.iter().filter(|p| p.setter).map(setter);
    Ok(quote! {
        #input
        impl #impl_g #name #ty_g #where_g {
            #constructor
            #(#setters)*
        }
    })
}

/// `#[wire]` or `#[wire(manual_new)]` (the type writes its own `new`).
fn parse_struct_args(args: Tokens) -> syn::Result<bool> {
    let mut manual_new = false;
    for word in split_commas(args) {
        match word.as_slice() {
            [TokenTree::Ident(i)] if i == "manual_new" => manual_new = true,
            [] => {}
            other => {
                return Err(syn::Error::new(other[0].span(), "expected `manual_new`"));
            }
        }
    }
    Ok(manual_new)
}

/// The presence words a field's `#[wire(..)]` may say.
#[derive(Default)]
struct Words {
    /// A `type` tag or another `const`.
    tag: bool,
    /// Optional, not nullable: absent allowed, `null` refused, omitted when `None`.
    optional: bool,
    /// How an absent field is filled in, if it may be absent.
    default: Option<DefaultWord>,
}

impl Words {
    fn is_none(&self) -> bool {
        !self.tag && !self.optional && self.default.is_none()
    }
}

/// A field that may be absent and reads as its default (pydantic's words).
enum DefaultWord {
    /// `x: T = value`: `Default::default()`, or the function `= "path"` names.
    Value(Option<LitStr>),
    /// `Field(default_factory=..)`: as `Value`, but the schema shows no `default`.
    Factory(Option<LitStr>),
    /// `x: Optional[T] = None`: absent reads as `null`.
    Null,
}

/// Removes the field's `#[wire(..)]` attributes and reads their words.
fn take_wire_words(attrs: &mut Vec<Attribute>) -> syn::Result<Words> {
    let mut words = Words::default();
    let mut error = None;
    attrs.retain(|attr| {
        if !attr.path().is_ident("wire") {
            return true;
        }
        let Meta::List(list) = &attr.meta else {
            error = Some(syn::Error::new_spanned(attr, EXPECTED_WORDS));
            return false;
        };
        for word in split_commas(list.tokens.clone()) {
            let (name, path) = match word.as_slice() {
                [TokenTree::Ident(i)] => (i.to_string(), None),
                [
                    TokenTree::Ident(i),
                    TokenTree::Punct(eq),
                    TokenTree::Literal(lit),
                ] if eq.as_char() == '=' => {
                    match syn::parse2::<LitStr>(TokenTree::Literal(lit.clone()).into()) {
                        Ok(path) => (i.to_string(), Some(path)),
                        Err(err) => {
                            error = Some(err);
                            continue;
                        }
                    }
                }
                _ => {
                    error = Some(syn::Error::new_spanned(attr, EXPECTED_WORDS));
                    continue;
                }
            };
            let default = match (name.as_str(), path) {
                ("tag", None) => {
                    words.tag = true;
                    continue;
                }
                ("optional", None) => {
                    words.optional = true;
                    continue;
                }
                ("default", path) => DefaultWord::Value(path),
                ("default_factory", path) => DefaultWord::Factory(path),
                ("default_null", None) => DefaultWord::Null,
                _ => {
                    error = Some(syn::Error::new_spanned(attr, EXPECTED_WORDS));
                    continue;
                }
            };
            if words.default.replace(default).is_some() {
                error = Some(syn::Error::new_spanned(attr, "one default word per field"));
            }
        }
        false
    });
    if words.optional && words.default.is_some() {
        error = Some(syn::Error::new(
            Span::call_site(),
            "#[wire(optional)] takes no default word",
        ));
    }
    match error {
        Some(err) => Err(err),
        None => Ok(words),
    }
}

const EXPECTED_WORDS: &str = "expected #[wire(..)] words: tag, optional, \
     default, default = \"path\", default_factory, default_factory = \"path\", default_null";

/// The attributes a field's presence words stand for, given the field's own
/// attributes (a hand-written ts-rs `type` is kept).
fn presence_attrs(words: &Words, ty: &Type, attrs: &[Attribute]) -> syn::Result<Vec<Attribute>> {
    if words.optional {
        return optional_attrs(ty);
    }
    let Some(default) = &words.default else {
        return Ok(Vec::new());
    };
    let serde: Attribute = match default {
        DefaultWord::Value(Some(path)) | DefaultWord::Factory(Some(path)) => {
            syn::parse_quote!(#[serde(default = #path)])
        }
        _ => syn::parse_quote!(#[serde(default)]),
    };
    let mut out = vec![serde];
    if let DefaultWord::Factory(_) = default {
        out.push(syn::parse_quote!(
            #[cfg_attr(feature = "schemars", schemars(transform = wire_kit::schema::no_default))]
        ));
    }
    out.push(match default {
        DefaultWord::Null => {
            let holds_null =
                option_inner(ty).is_some() || last_segment(ty).is_some_and(|s| s.ident == "Value");
            if !holds_null {
                return Err(syn::Error::new_spanned(
                    ty,
                    "#[wire(default_null)] needs an Option<T> or serde_json::Value field",
                ));
            }
            syn::parse_quote!(#[cfg_attr(feature = "ts-rs", ts(optional = nullable))])
        }
        // ts-rs refuses `as` beside a `type`: the written type stays, made optional.
        _ if attrs.iter().any(is_ts_type) => {
            syn::parse_quote!(#[cfg_attr(feature = "ts-rs", ts(optional))])
        }
        // The TypeScript is `x?: T`: a default field may be absent.
        _ => syn::parse_quote!(#[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]),
    });
    Ok(out)
}

/// The attributes a word-less field stands for in a struct whose decoding
/// serde derives: on an `Option<T>` that says nothing of its presence
/// (no serde `default`, `with`, `deserialize_with`, `flatten` or `skip*`),
/// required-nullable, as serde alone would let it be absent. A hand-written
/// schemars `with` (another spelling of the null) is kept.
fn nullable_attrs(ty: &Type, attrs: &[Attribute], schema: bool) -> Vec<Attribute> {
    let Some(inner) = option_inner(ty) else {
        return Vec::new();
    };
    let says_presence = attrs.iter().flat_map(serde_keys).any(|k| {
        matches!(
            k.key.as_str(),
            "default" | "with" | "deserialize_with" | "flatten"
        ) || k.key.starts_with("skip")
    });
    if says_presence {
        return Vec::new();
    }
    let mut out = vec![syn::parse_quote!(
        #[serde(deserialize_with = "wire_kit::decode::required_nullable")]
    )];
    if schema && !attrs.iter().any(|a| is_cfg_attr_of(a, "schemars", "with")) {
        let with = LitStr::new(
            &format!("wire_kit::schema::Nullable<{}>", quote!(#inner)),
            Span::call_site(),
        );
        out.push(syn::parse_quote!(
            #[cfg_attr(feature = "schemars", schemars(with = #with))]
        ));
    }
    out
}

/// `#[cfg_attr(feature = "ts-rs", ts(type = ..))]`.
fn is_ts_type(attr: &Attribute) -> bool {
    is_cfg_attr_of(attr, "ts", "type")
}

/// `#[cfg_attr(.., tool(key ..))]`, e.g. `tool` `ts`, `key` `type`.
fn is_cfg_attr_of(attr: &Attribute, tool: &str, key: &str) -> bool {
    let Meta::List(list) = &attr.meta else {
        return false;
    };
    if !list.path.is_ident("cfg_attr") {
        return false;
    }
    let tokens: Vec<TokenTree> = list.tokens.clone().into_iter().collect();
    tokens.windows(2).any(|pair| match pair {
        [TokenTree::Ident(t), TokenTree::Group(group)] if t == tool => group
            .stream()
            .into_iter()
            .next()
            .is_some_and(|first| matches!(first, TokenTree::Ident(i) if i == key)),
        _ => false,
    })
}

/// Whether the attributes derive `name` (`#[derive(..)]`, also under `cfg_attr`).
fn derives(attrs: &[Attribute], name: &str) -> bool {
    fn names(tokens: Tokens, name: &str, in_derive: bool) -> bool {
        let mut after_derive = false;
        tokens.into_iter().any(|tt| match tt {
            TokenTree::Ident(i) => {
                after_derive = i == "derive";
                in_derive && i == name
            }
            TokenTree::Group(g) => {
                let found = names(g.stream(), name, in_derive || after_derive);
                after_derive = false;
                found
            }
            _ => {
                after_derive = false;
                false
            }
        })
    }
    attrs.iter().any(|attr| match &attr.meta {
        Meta::List(list) if list.path.is_ident("derive") => names(list.tokens.clone(), name, true),
        Meta::List(list) if list.path.is_ident("cfg_attr") => {
            names(list.tokens.clone(), name, false)
        }
        _ => false,
    })
}

/// The attributes `#[wire(optional)]` stands for on an `Option<T>` field.
fn optional_attrs(ty: &Type) -> syn::Result<Vec<Attribute>> {
    let inner = option_inner(ty)
        .ok_or_else(|| syn::Error::new_spanned(ty, "#[wire(optional)] needs an Option<T> field"))?;
    let with = LitStr::new(&quote!(#inner).to_string(), Span::call_site());
    Ok(vec![
        syn::parse_quote!(#[serde(
            default,
            deserialize_with = "wire_kit::decode::non_null",
            skip_serializing_if = "Option::is_none"
        )]),
        syn::parse_quote!(#[cfg_attr(feature = "schemars", schemars(with = #with))]),
        syn::parse_quote!(#[cfg_attr(feature = "ts-rs", ts(optional))]),
    ])
}

struct SerdeKey {
    key: String,
    value: Option<LitStr>,
}

/// The `key` / `key = "value"` items of a `#[serde(..)]` attribute (nothing
/// for any other attribute); values that are not string literals are dropped.
fn serde_keys(attr: &Attribute) -> Vec<SerdeKey> {
    let Meta::List(list) = &attr.meta else {
        return Vec::new();
    };
    if !list.path.is_ident("serde") {
        return Vec::new();
    }
    split_commas(list.tokens.clone())
        .into_iter()
        .filter_map(|item| {
            let TokenTree::Ident(key) = item.first()? else {
                return None;
            };
            let value = match item.as_slice() {
                [_, TokenTree::Punct(eq), TokenTree::Literal(lit)] if eq.as_char() == '=' => {
                    syn::parse2::<LitStr>(TokenTree::Literal(lit.clone()).into()).ok()
                }
                _ => None,
            };
            Some(SerdeKey {
                key: key.to_string(),
                value,
            })
        })
        .collect()
}

fn split_commas(tokens: Tokens) -> Vec<Vec<TokenTree>> {
    let mut items = vec![Vec::new()];
    for tt in tokens {
        match &tt {
            TokenTree::Punct(p) if p.as_char() == ',' => items.push(Vec::new()),
            _ => items.last_mut().expect("one item").push(tt),
        }
    }
    items.retain(|i| !i.is_empty());
    items
}

fn constructor(plans: &[FieldPlan], container_default: bool) -> Tokens {
    let params = plans
        .iter()
        .filter(|p| matches!(p.fill, Fill::Required))
        .map(|p| {
            let (ident, ty) = (&p.ident, &p.ty);
            if is_string(ty) {
                quote!(#ident: impl ::core::convert::Into<::std::string::String>)
            } else {
                quote!(#ident: #ty)
            }
        });
    let inits = plans.iter().filter_map(|p| {
        let ident = &p.ident;
        Some(match &p.fill {
            Fill::Required if is_string(&p.ty) => quote!(#ident: #ident.into()),
            Fill::Required => quote!(#ident),
            Fill::Default => quote!(#ident: ::core::default::Default::default()),
            Fill::DefaultFn(path) => quote!(#ident: #path()),
            Fill::ContainerDefault => return None,
        })
    });
    let rest = container_default.then(|| quote!(..::core::default::Default::default()));
    quote! {
        /// A value with the given required fields; every other field takes its contract default.
        #[allow(clippy::too_many_arguments, clippy::new_without_default)]
        pub fn new(#(#params),*) -> Self {
            Self { #(#inits,)* #rest }
        }
    }
}

fn setter(plan: &FieldPlan) -> Tokens {
    let ident = &plan.ident;
    let bare = ident.to_string().trim_start_matches("r#").to_owned();
    let name = format_ident!("with_{}", bare);
    let doc = format!("Sets `{bare}`.");
    let (param, value) = match option_inner(&plan.ty) {
        Some(inner) if is_string(inner) => (
            quote!(impl ::core::convert::Into<::std::string::String>),
            quote!(::core::option::Option::Some(value.into())),
        ),
        Some(inner) => (quote!(#inner), quote!(::core::option::Option::Some(value))),
        None if is_string(&plan.ty) => (
            quote!(impl ::core::convert::Into<::std::string::String>),
            quote!(value.into()),
        ),
        None => {
            let ty = &plan.ty;
            (quote!(#ty), quote!(value))
        }
    };
    quote! {
        #[doc = #doc]
        #[must_use]
        pub fn #name(mut self, value: #param) -> Self {
            self.#ident = #value;
            self
        }
    }
}

fn last_segment(ty: &Type) -> Option<&syn::PathSegment> {
    match ungroup(ty) {
        Type::Path(p) if p.qself.is_none() => p.path.segments.last(),
        _ => None,
    }
}

/// A type passed through a `macro_rules!` `$t:ty` arrives wrapped in an
/// invisible group.
fn ungroup(ty: &Type) -> &Type {
    match ty {
        Type::Group(group) => ungroup(&group.elem),
        _ => ty,
    }
}

fn is_string(ty: &Type) -> bool {
    last_segment(ty).is_some_and(|s| s.ident == "String" && s.arguments.is_none())
}

fn option_inner(ty: &Type) -> Option<&Type> {
    let seg = last_segment(ty)?;
    if seg.ident != "Option" {
        return None;
    }
    let PathArguments::AngleBracketed(args) = &seg.arguments else {
        return None;
    };
    match args.args.first()? {
        GenericArgument::Type(inner) if args.args.len() == 1 => Some(inner),
        _ => None,
    }
}
