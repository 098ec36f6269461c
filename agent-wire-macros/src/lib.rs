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

/// Declares a wire struct: the derives of a wire type (`Debug`, `Clone`,
/// `PartialEq`, serde's, and schemars' and ts-rs' under the features of
/// those names), `#[non_exhaustive]`, a constructor `new(..)` taking exactly
/// its required fields, and a `with_<field>` setter for each optional or
/// defaulted public field. Members keep the Rust field names; undeclared
/// members are ignored on decode.
///
/// See `agent_wire_kit::wire` for the full description.
#[proc_macro_attribute]
pub fn wire(args: TokenStream, item: TokenStream) -> TokenStream {
    run(Style::PLAIN, args, item)
}

/// [`macro@wire`] for a contract whose members are camelCase (TypeScript's
/// style): `#[serde(rename_all = "camelCase")]` on every struct.
///
/// See `agent_wire_kit::wire_camel`.
#[proc_macro_attribute]
pub fn wire_camel(args: TokenStream, item: TokenStream) -> TokenStream {
    run(Style::CAMEL, args, item)
}

/// [`macro@wire`] for an OpenAPI contract that closes its objects: camelCase
/// members, undeclared members refused (`deny_unknown_fields`), and
/// `utoipa::ToSchema` under the declaring crate's `utoipa` feature.
///
/// See `agent_wire_kit::wire_openapi`.
#[proc_macro_attribute]
pub fn wire_openapi(args: TokenStream, item: TokenStream) -> TokenStream {
    run(Style::OPENAPI, args, item)
}

fn run(style: Style, args: TokenStream, item: TokenStream) -> TokenStream {
    let args = Tokens::from(args);
    let input = parse_macro_input!(item as DeriveInput);
    match expand(style, args, input) {
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

/// What a crate's flavour of the attribute adds to every struct.
#[derive(Clone, Copy)]
struct Style {
    /// `rename_all = "camelCase"`.
    camel: bool,
    /// `deny_unknown_fields` unless the struct says `open`.
    closed: bool,
    /// `utoipa::ToSchema` (or `IntoParams` for a `query`) under `feature = "utoipa"`.
    utoipa: bool,
}

impl Style {
    const PLAIN: Style = Style {
        camel: false,
        closed: false,
        utoipa: false,
    };
    const CAMEL: Style = Style {
        camel: true,
        closed: false,
        utoipa: false,
    };
    const OPENAPI: Style = Style {
        camel: true,
        closed: true,
        utoipa: true,
    };
}

/// The words a struct's own `#[wire(..)]` may say.
#[derive(Default)]
struct StructWords {
    /// The type writes its own `new`.
    manual_new: bool,
    /// The type implements `Serialize` itself.
    manual_serialize: bool,
    /// The type implements `Deserialize` itself.
    manual_deserialize: bool,
    /// The type implements `JsonSchema` itself, or has no schema.
    manual_schema: bool,
    /// The type implements `TS` itself, or has no TypeScript.
    manual_ts: bool,
    /// The schema is inlined where the type is used (no named definition).
    inline: bool,
    /// Undeclared members are refused.
    closed: bool,
    /// Undeclared members are ignored, whatever the style says.
    open: bool,
    /// The struct is a query string: utoipa `IntoParams` in place of
    /// `ToSchema`, no TypeScript (it is no body), open.
    query: bool,
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

fn expand(style: Style, args: Tokens, mut input: DeriveInput) -> syn::Result<Tokens> {
    let words = parse_struct_args(args)?;
    // Derives first: a helper attribute (`serde`, `schemars`) written above
    // the derive that introduces it is refused by rustc.
    let declared = declaration_attrs(style, &words);
    input.attrs.splice(0..0, declared);
    let container_default = input
        .attrs
        .iter()
        .any(|a| serde_keys(a).iter().any(|k| k.key == "default"));
    // A bare `Option<T>` is required-nullable only where serde derives the
    // decoding and nothing lets a field be absent; a hand-written decoder
    // says presence itself.
    let implicit_nullable = !container_default && derives(&input.attrs, "Deserialize");
    let schema = derives(&input.attrs, "JsonSchema");
    let name = input.ident.clone();
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
    let mut literals = Vec::new();
    for field in fields.named.iter_mut() {
        let ident = field.ident.clone().expect("named field");
        let mut words = take_wire_words(&mut field.attrs)?;
        // A literal default is decoded by a function of its own, which the
        // serde `default` then names like any other.
        if let Some(DefaultWord::Value(Some(DefaultValue::Literal(lit)))) = &words.default {
            let function = literal_default_fn(&name, &ident);
            literals.push(LiteralDefault {
                function: function.clone(),
                field: ident.clone(),
                ty: field.ty.clone(),
                literal: lit.clone(),
            });
            words.default = Some(DefaultWord::Value(Some(DefaultValue::Path(
                function.into(),
            ))));
        }
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

    let (impl_g, ty_g, where_g) = input.generics.split_for_impl();
    let constructor = (!words.manual_new).then(|| constructor(&plans, container_default));
    let setters = plans.iter().filter(|p| p.setter).map(setter);
    let defaults = literal_defaults(&name, &literals);
    Ok(quote! {
        #input
        impl #impl_g #name #ty_g #where_g {
            #constructor
            #(#setters)*
        }
        #defaults
    })
}

/// The derives and container attributes a struct's style and words stand for.
fn declaration_attrs(style: Style, words: &StructWords) -> Vec<Attribute> {
    let mut derives = vec![quote!(Debug), quote!(Clone), quote!(PartialEq)];
    if !words.manual_serialize {
        derives.push(quote!(::serde::Serialize));
    }
    if !words.manual_deserialize {
        derives.push(quote!(::serde::Deserialize));
    }
    let mut out: Vec<Attribute> = vec![syn::parse_quote!(#[derive(#(#derives),*)])];
    if !words.manual_schema {
        out.push(syn::parse_quote!(
            #[cfg_attr(feature = "schemars", derive(::schemars::JsonSchema))]
        ));
    }
    if !words.manual_ts && !words.query {
        out.push(syn::parse_quote!(#[cfg_attr(feature = "ts-rs", derive(::ts_rs::TS))]));
    }
    if style.utoipa && words.query {
        out.push(syn::parse_quote!(
            #[cfg_attr(feature = "utoipa", derive(::utoipa::IntoParams))]
        ));
        out.push(syn::parse_quote!(
            #[cfg_attr(feature = "utoipa", into_params(parameter_in = Query))]
        ));
    } else if style.utoipa {
        out.push(syn::parse_quote!(
            #[cfg_attr(feature = "utoipa", derive(::utoipa::ToSchema))]
        ));
    }
    // Container attributes need a derive that reads them.
    if !(words.manual_serialize && words.manual_deserialize) {
        let mut serde = Vec::new();
        if style.camel {
            serde.push(quote!(rename_all = "camelCase"));
        }
        let closed = words.closed || (style.closed && !words.open && !words.query);
        if closed {
            serde.push(quote!(deny_unknown_fields));
        }
        if !serde.is_empty() {
            out.push(syn::parse_quote!(#[serde(#(#serde),*)]));
        }
    }
    if words.inline {
        out.push(syn::parse_quote!(#[cfg_attr(feature = "schemars", schemars(inline))]));
    }
    out
}

/// The struct words: `manual_new`, `manual_serialize`, `manual_deserialize`,
/// `manual_schema`, `manual_ts`, `inline`, `closed`, `open`, `query`.
fn parse_struct_args(args: Tokens) -> syn::Result<StructWords> {
    let mut words = StructWords::default();
    for word in split_commas(args) {
        let [TokenTree::Ident(i)] = word.as_slice() else {
            return Err(syn::Error::new(word[0].span(), EXPECTED_STRUCT_WORDS));
        };
        let flag = match i.to_string().as_str() {
            "manual_new" => &mut words.manual_new,
            "manual_serialize" => &mut words.manual_serialize,
            "manual_deserialize" => &mut words.manual_deserialize,
            "manual_schema" => &mut words.manual_schema,
            "manual_ts" => &mut words.manual_ts,
            "inline" => &mut words.inline,
            "closed" => &mut words.closed,
            "open" => &mut words.open,
            "query" => &mut words.query,
            _ => return Err(syn::Error::new(i.span(), EXPECTED_STRUCT_WORDS)),
        };
        *flag = true;
    }
    if words.closed && words.open {
        return Err(syn::Error::new(
            Span::call_site(),
            "#[wire] takes `closed` or `open`, not both",
        ));
    }
    Ok(words)
}

const EXPECTED_STRUCT_WORDS: &str = "expected #[wire(..)] struct words: manual_new, \
     manual_serialize, manual_deserialize, manual_schema, manual_ts, inline, closed, open, query";

/// A field's `#[wire(default = <literal>)]`, decoded by a generated function.
struct LiteralDefault {
    function: Ident,
    field: Ident,
    ty: Type,
    literal: Tokens,
}

/// `__wire_default_<struct>_<field>`, in snake case.
fn literal_default_fn(name: &Ident, field: &Ident) -> Ident {
    let field = field.to_string();
    format_ident!(
        "__wire_default_{}_{}",
        snake_case(&name.to_string()),
        field.trim_start_matches("r#")
    )
}

fn snake_case(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.extend(c.to_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// A function per literal default, decoding the literal as JSON through the
/// field type's own `Deserialize` (so `"chat"` becomes the enum's variant
/// and `50` a bounded integer, with the type's checks), and a test that
/// calls each one, so a literal the type refuses fails the crate's tests
/// rather than a decode.
fn literal_defaults(name: &Ident, literals: &[LiteralDefault]) -> Tokens {
    if literals.is_empty() {
        return Tokens::new();
    }
    let functions = literals.iter().map(|d| {
        let LiteralDefault {
            function,
            field,
            ty,
            literal,
        } = d;
        let message = format!(
            "#[wire(default = {literal})] on `{name}.{field}` is not a valid `{}`",
            quote!(#ty)
        );
        quote! {
            fn #function() -> #ty {
                match <#ty as ::serde::Deserialize>::deserialize(
                    ::serde_json::Value::from(#literal),
                ) {
                    ::core::result::Result::Ok(value) => value,
                    ::core::result::Result::Err(err) => ::core::panic!("{}: {}", #message, err),
                }
            }
        }
    });
    let calls = literals.iter().map(|d| &d.function);
    let test = format_ident!("__wire_defaults_{}_decode", snake_case(&name.to_string()));
    quote! {
        #(#functions)*
        #[cfg(test)]
        #[test]
        fn #test() {
            #(let _ = #calls();)*
        }
    }
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
    /// `x: T = value`: `Default::default()`, a literal, or a function's value.
    Value(Option<DefaultValue>),
    /// `Field(default_factory=..)`: `Default::default()`, but the schema shows no `default`.
    Factory,
    /// `x: Optional[T] = None`: absent reads as `null`.
    Null,
}

/// The value a `default` word names.
enum DefaultValue {
    /// `default = <JSON literal>`: a string, number, `true` or `false`.
    Literal(Tokens),
    /// `default_with = path`: the function `path` returns it.
    Path(Path),
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
            let (name, value) = match word.as_slice() {
                [TokenTree::Ident(i)] => (i.to_string(), None),
                [TokenTree::Ident(i), TokenTree::Punct(eq), rest @ ..]
                    if eq.as_char() == '=' && !rest.is_empty() =>
                {
                    (
                        i.to_string(),
                        Some(rest.iter().cloned().collect::<Tokens>()),
                    )
                }
                _ => {
                    error = Some(syn::Error::new_spanned(attr, EXPECTED_WORDS));
                    continue;
                }
            };
            let default = match (name.as_str(), value) {
                ("tag", None) => {
                    words.tag = true;
                    continue;
                }
                ("optional", None) => {
                    words.optional = true;
                    continue;
                }
                ("default", None) => DefaultWord::Value(None),
                ("default", Some(value)) => match json_literal(value) {
                    Ok(literal) => DefaultWord::Value(Some(DefaultValue::Literal(literal))),
                    Err(err) => {
                        error = Some(err);
                        continue;
                    }
                },
                ("default_with", Some(value)) => match syn::parse2::<Path>(value) {
                    Ok(path) => DefaultWord::Value(Some(DefaultValue::Path(path))),
                    Err(err) => {
                        error = Some(err);
                        continue;
                    }
                },
                ("default_factory", None) => DefaultWord::Factory,
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

const EXPECTED_WORDS: &str = "expected #[wire(..)] words: tag, optional, default, \
     default = <JSON literal>, default_with = path, default_factory, default_null";

/// The tokens of `default = ..`, if they are a JSON literal: a string, a
/// number (with its sign), `true` or `false`.
fn json_literal(value: Tokens) -> syn::Result<Tokens> {
    let tokens: Vec<TokenTree> = value.clone().into_iter().collect();
    let ok = match tokens.as_slice() {
        [TokenTree::Ident(i)] => i == "true" || i == "false",
        [TokenTree::Literal(lit)] => {
            matches!(
                syn::parse2::<syn::Lit>(TokenTree::Literal(lit.clone()).into()),
                Ok(syn::Lit::Str(_) | syn::Lit::Int(_) | syn::Lit::Float(_))
            )
        }
        [TokenTree::Punct(minus), TokenTree::Literal(lit)] if minus.as_char() == '-' => {
            matches!(
                syn::parse2::<syn::Lit>(TokenTree::Literal(lit.clone()).into()),
                Ok(syn::Lit::Int(_) | syn::Lit::Float(_))
            )
        }
        _ => false,
    };
    if ok {
        Ok(value)
    } else {
        Err(syn::Error::new_spanned(
            value,
            "#[wire(default = ..)] takes a JSON literal (a string, a number, `true` or \
             `false`); name a function with `default_with = path`",
        ))
    }
}

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
        DefaultWord::Value(Some(DefaultValue::Path(path))) => {
            let path = LitStr::new(
                &quote!(#path).to_string().replace(' ', ""),
                Span::call_site(),
            );
            syn::parse_quote!(#[serde(default = #path)])
        }
        DefaultWord::Value(Some(DefaultValue::Literal(lit))) => {
            return Err(syn::Error::new_spanned(
                lit,
                "a literal default is replaced by its function before this point",
            ));
        }
        _ => syn::parse_quote!(#[serde(default)]),
    };
    let mut out = vec![serde];
    if let DefaultWord::Factory = default {
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
