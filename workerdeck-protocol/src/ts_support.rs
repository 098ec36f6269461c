//! TypeScript for types whose shape ts-rs cannot derive (index signatures).

/// Implements `ts_rs::TS` for `$name` as the object type `$inline`.
#[macro_export]
#[doc(hidden)]
macro_rules! ts_manual {
    ($name:ident, $inline:literal) => {
        #[cfg(feature = "ts-rs")]
        impl ts_rs::TS for $name {
            type WithoutGenerics = Self;
            type OptionInnerType = Self;
            fn name(_: &ts_rs::Config) -> String {
                stringify!($name).to_owned()
            }
            fn inline(_: &ts_rs::Config) -> String {
                $inline.to_owned()
            }
            fn decl(_: &ts_rs::Config) -> String {
                format!("type {} = {};", stringify!($name), $inline)
            }
            fn decl_concrete(cfg: &ts_rs::Config) -> String {
                Self::decl(cfg)
            }
        }
    };
}
