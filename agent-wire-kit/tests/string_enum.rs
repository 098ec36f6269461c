//! The string-enum declaration: closed and open forms, decoding and schemas.

use agent_wire_kit::{UnknownValue, string_enum};
use serde_json::json;

string_enum! {
    /// A closed enum with the default (named) schema.
    pub enum Mode {
        /// Planning.
        Plan = "plan",
        /// Acting; its wire string is not its Rust name.
        Act = "act-now",
        /// Reviewing.
        Review = "review",
    }
}

string_enum! {
    /// A closed enum written in place, with a utoipa schema.
    #[string_enum(inline, utoipa)]
    #[derive(Default)]
    pub enum Theme {
        /// Light.
        #[default]
        Light = "light",
        /// Dark.
        Dark = "dark",
    }
}

string_enum! {
    /// A closed enum whose schema carries its variants' doc comments.
    #[string_enum(documented)]
    pub enum Status {
        /// Waiting.
        Queued = "queued",
        /// Done.
        Done = "done",
    }
}

string_enum! {
    /// An open set.
    #[string_enum(open)]
    pub enum Source {
        /// The user's settings.
        User = "user",
        /// The project's settings.
        Project = "project",
    }
}

#[test]
fn closed_values_round_trip_in_contract_order() {
    assert_eq!(Mode::VALUES, ["plan", "act-now", "review"]);
    assert_eq!(Mode::ALL, [Mode::Plan, Mode::Act, Mode::Review]);
    for (value, wire) in Mode::ALL.iter().zip(Mode::VALUES) {
        assert_eq!(value.as_str(), *wire);
        assert_eq!(value.to_string(), *wire);
        assert_eq!(Mode::from_wire(wire), Some(*value));
        assert_eq!(wire.parse::<Mode>(), Ok(*value));
        let text = serde_json::to_string(value).unwrap();
        assert_eq!(text, format!("\"{wire}\""));
        assert_eq!(serde_json::from_str::<Mode>(&text).unwrap(), *value);
        assert_eq!(serde_json::from_value::<Mode>(json!(wire)).unwrap(), *value);
    }
    const ACT: &str = Mode::Act.as_str();
    assert_eq!(ACT, "act-now");
    assert_eq!(Theme::default(), Theme::Light);
}

#[test]
fn an_unknown_string_is_refused_with_serdes_message() {
    let err = serde_json::from_str::<Mode>(r#""Act""#).unwrap_err();
    assert_eq!(
        err.to_string(),
        "unknown variant `Act`, expected one of `plan`, `act-now`, `review` at line 1 column 5"
    );
    let err = serde_json::from_value::<Theme>(json!("dim")).unwrap_err();
    assert_eq!(
        err.to_string(),
        "unknown variant `dim`, expected `light` or `dark`"
    );
    // An escaped string is compared by its value.
    assert_eq!(
        serde_json::from_str::<Mode>(r#""act\u002dnow""#).unwrap(),
        Mode::Act
    );
    assert_eq!(Mode::from_wire("Plan"), None);
}

#[test]
fn only_a_string_decodes() {
    // `{"plan": null}` is the externally tagged form serde's derive accepts
    // for a unit variant; the contracts write a bare string.
    for value in [
        json!({ "plan": null }),
        json!(["plan"]),
        json!(null),
        json!(1),
        json!(true),
    ] {
        let text = value.to_string();
        let err = serde_json::from_str::<Mode>(&text).unwrap_err();
        assert!(
            err.to_string().starts_with("invalid type: "),
            "{text}: {err}"
        );
        assert!(serde_json::from_value::<Mode>(value).is_err(), "{text}");
        assert!(serde_json::from_str::<Source>(&text).is_err(), "{text}");
    }
    let err = serde_json::from_str::<Theme>("5").unwrap_err();
    assert_eq!(
        err.to_string(),
        r#"invalid type: integer `5`, expected one of ["light", "dark"] at line 1 column 1"#
    );
    let err = serde_json::from_str::<Source>("{}").unwrap_err();
    assert!(
        err.to_string()
            .starts_with("invalid type: map, expected a string"),
        "{err}"
    );
}

#[test]
fn from_str_names_the_enum_and_its_values() {
    let err = "plans".parse::<Mode>().unwrap_err();
    assert_eq!(
        err,
        UnknownValue {
            type_name: "Mode",
            expected: Mode::VALUES,
        }
    );
    assert_eq!(
        err.to_string(),
        r#"not a Mode value; expected one of ["plan", "act-now", "review"]"#
    );
    let constraint: agent_wire_kit::ConstraintError = err.into();
    assert_eq!(
        constraint.message(),
        r#"not a Mode value; expected one of ["plan", "act-now", "review"]"#
    );
}

#[test]
fn open_sets_keep_other_strings_verbatim() {
    assert_eq!(Source::VALUES, ["user", "project"]);
    let known: Source = serde_json::from_str(r#""project""#).unwrap();
    assert_eq!(known, Source::Project);
    assert!(known.is_known());
    assert_eq!(known.as_str(), "project");

    for text in [r#""vault""#, r#""User""#, r#""""#, r#""caf\u00e9 \"x\"""#] {
        let value: Source = serde_json::from_str(text).unwrap();
        assert!(!value.is_known(), "{text}");
        let read: String = serde_json::from_str(text).unwrap();
        assert_eq!(value, Source::Other(read.clone()), "{text}");
        assert_eq!(
            serde_json::to_string(&value).unwrap(),
            serde_json::to_string(&read).unwrap()
        );
        let Source::Other(s) = &value else {
            unreachable!()
        };
        assert_eq!(value.to_string(), *s);
    }
    let escaped: Source = serde_json::from_str(r#""us\u0065r""#).unwrap();
    assert_eq!(escaped, Source::User);
    assert_eq!(Source::from("user"), Source::User);
    assert_eq!(
        Source::from(String::from("env")),
        Source::Other("env".into())
    );
    assert_eq!(
        serde_json::from_value::<Source>(json!("env")).unwrap(),
        Source::from("env")
    );
}

#[cfg(feature = "schemars")]
#[test]
fn schemas_follow_the_options() {
    #[derive(schemars::JsonSchema)]
    #[allow(dead_code)]
    struct Holder {
        mode: Mode,
        theme: Theme,
        status: Status,
        source: Source,
    }
    let schema = serde_json::to_value(schemars::schema_for!(Holder)).unwrap();
    let props = &schema["properties"];
    assert_eq!(props["mode"], json!({ "$ref": "#/$defs/Mode" }));
    assert_eq!(
        schema["$defs"]["Mode"],
        json!({ "type": "string", "enum": ["plan", "act-now", "review"] })
    );
    assert_eq!(
        props["theme"],
        json!({ "type": "string", "enum": ["light", "dark"] })
    );
    assert_eq!(props["status"], json!({ "$ref": "#/$defs/Status" }));
    assert_eq!(
        schema["$defs"]["Status"],
        json!({
            "description": "A closed enum whose schema carries its variants' doc comments.",
            "oneOf": [
                { "type": "string", "const": "queued", "description": "Waiting." },
                { "type": "string", "const": "done", "description": "Done." },
            ]
        })
    );
    assert_eq!(props["source"], json!({ "type": "string" }));
}

#[cfg(feature = "ts-rs")]
#[test]
fn typescript_is_a_union_of_the_values() {
    use ts_rs::TS;
    let cfg = ts_rs::Config::default();
    assert_eq!(
        Mode::decl(&cfg),
        r#"type Mode = "plan" | "act-now" | "review";"#
    );
    assert_eq!(Theme::inline(&cfg), r#""light" | "dark""#);
    assert_eq!(Status::inline(&cfg), r#""queued" | "done""#);
    assert!(Status::docs().is_some_and(|d| d.contains("variants' doc comments")));
    assert_eq!(Source::inline(&cfg), "string");
}

#[cfg(feature = "utoipa")]
#[test]
fn utoipa_schema_lists_the_wire_strings() {
    use utoipa::PartialSchema;
    let schema = serde_json::to_value(Theme::schema()).unwrap();
    assert_eq!(
        schema,
        json!({ "type": "string", "enum": ["light", "dark"] })
    );
    assert_eq!(<Theme as utoipa::ToSchema>::name(), "Theme");
}
