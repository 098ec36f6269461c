//! The compatibility rules: one function, one case per row of the table in
//! `docs/diff.md`.
//!
//! Every change is first reduced to an [`Effect`] on the contract (does the new
//! version accept less, or let a producer send more?), then the direction of
//! the value decides which of the two questions it answers "no" ([`verdict`]).

use super::model::Direction;

/// What kind of change was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Kind {
    /// A named type appeared.
    TypeAdded,
    /// A named type disappeared.
    TypeRemoved,
    /// A value changed its kind (string → object, one reference → another).
    TypeChanged,
    /// A route, method, event or frame appeared.
    EntryAdded,
    /// A route, method, event or frame disappeared.
    EntryRemoved,
    /// An optional member appeared.
    OptionalMemberAdded,
    /// A required member appeared.
    RequiredMemberAdded,
    /// An optional member disappeared.
    OptionalMemberRemoved,
    /// A required member disappeared.
    RequiredMemberRemoved,
    /// A required member became optional.
    RequiredToOptional,
    /// An optional member became required.
    OptionalToRequired,
    /// `null` became accepted.
    NullableAdded,
    /// `null` stopped being accepted.
    NullableRemoved,
    /// A default value appeared or disappeared.
    DefaultAddedOrRemoved,
    /// A default value changed.
    DefaultChanged,
    /// A bound, length, pattern or format now accepts less.
    ConstraintTightened,
    /// A bound, length, pattern or format now accepts more.
    ConstraintLoosened,
    /// A pattern or format was replaced by one neither containing the other.
    ConstraintChanged,
    /// A value joined a closed enum (or literal union, or const).
    EnumValueAdded,
    /// A value left a closed enum.
    EnumValueRemoved,
    /// A value joined or left an open set (kept as string, the set may grow).
    OpenEnumValueChanged,
    /// An object or enum now accepts values it does not declare.
    ClosedToOpen,
    /// An object or enum stopped accepting values it does not declare.
    OpenToClosed,
    /// A member of a union appeared.
    VariantAdded,
    /// A member of a union disappeared.
    VariantRemoved,
    /// An error code appeared.
    ErrorCodeAdded,
    /// An error code disappeared.
    ErrorCodeRemoved,
    /// An exported constant appeared or disappeared.
    ConstantAddedOrRemoved,
    /// An exported constant changed its value.
    ConstantChanged,
}

impl Kind {
    /// The kebab-case name used in reports.
    pub fn name(self) -> &'static str {
        match self {
            Kind::TypeAdded => "type-added",
            Kind::TypeRemoved => "type-removed",
            Kind::TypeChanged => "type-changed",
            Kind::EntryAdded => "entry-added",
            Kind::EntryRemoved => "entry-removed",
            Kind::OptionalMemberAdded => "optional-member-added",
            Kind::RequiredMemberAdded => "required-member-added",
            Kind::OptionalMemberRemoved => "optional-member-removed",
            Kind::RequiredMemberRemoved => "required-member-removed",
            Kind::RequiredToOptional => "required-to-optional",
            Kind::OptionalToRequired => "optional-to-required",
            Kind::NullableAdded => "nullable-added",
            Kind::NullableRemoved => "nullable-removed",
            Kind::DefaultAddedOrRemoved => "default-added-or-removed",
            Kind::DefaultChanged => "default-changed",
            Kind::ConstraintTightened => "constraint-tightened",
            Kind::ConstraintLoosened => "constraint-loosened",
            Kind::ConstraintChanged => "constraint-changed",
            Kind::EnumValueAdded => "enum-value-added",
            Kind::EnumValueRemoved => "enum-value-removed",
            Kind::OpenEnumValueChanged => "open-enum-value-changed",
            Kind::ClosedToOpen => "closed-to-open",
            Kind::OpenToClosed => "open-to-closed",
            Kind::VariantAdded => "variant-added",
            Kind::VariantRemoved => "variant-removed",
            Kind::ErrorCodeAdded => "error-code-added",
            Kind::ErrorCodeRemoved => "error-code-removed",
            Kind::ConstantAddedOrRemoved => "constant-added-or-removed",
            Kind::ConstantChanged => "constant-changed",
        }
    }
}

/// What a change does to the set of values the contract allows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Effect {
    /// Nobody is affected on the wire.
    None,
    /// The new version refuses something the old version's producers send.
    Tighten,
    /// The new version's producers may send something old consumers refuse.
    Loosen,
    /// Both of the above.
    Both,
}

/// THE rules table: the effect of one change. `closed` is whether the object
/// or enum the change is in refuses what it does not declare (after the
/// reader's rule: Orion closed, WorkerDeck open, Coderook open unless
/// `additionalProperties: false`).
pub fn rule(kind: Kind, closed: bool) -> Effect {
    use Effect::*;
    match (kind, closed) {
        (Kind::TypeAdded | Kind::TypeRemoved, _) => None,
        (Kind::TypeChanged, _) => Both,
        (Kind::EntryAdded, _) => Loosen,
        (Kind::EntryRemoved, _) => Tighten,
        (Kind::OptionalMemberAdded, true) => Loosen,
        (Kind::OptionalMemberAdded, false) => None,
        (Kind::RequiredMemberAdded, true) => Both,
        (Kind::RequiredMemberAdded, false) => Tighten,
        (Kind::OptionalMemberRemoved, true) => Tighten,
        (Kind::OptionalMemberRemoved, false) => None,
        (Kind::RequiredMemberRemoved, true) => Both,
        (Kind::RequiredMemberRemoved, false) => Loosen,
        (Kind::RequiredToOptional, _) => Loosen,
        (Kind::OptionalToRequired, _) => Tighten,
        (Kind::NullableAdded, _) => Loosen,
        (Kind::NullableRemoved, _) => Tighten,
        (Kind::DefaultAddedOrRemoved, _) => None,
        (Kind::DefaultChanged, _) => Both,
        (Kind::ConstraintTightened, _) => Tighten,
        (Kind::ConstraintLoosened, _) => Loosen,
        (Kind::ConstraintChanged, _) => Both,
        (Kind::EnumValueAdded, _) => Loosen,
        (Kind::EnumValueRemoved, _) => Tighten,
        (Kind::OpenEnumValueChanged, _) => None,
        (Kind::ClosedToOpen, _) => Loosen,
        (Kind::OpenToClosed, _) => Tighten,
        (Kind::VariantAdded, _) => Loosen,
        (Kind::VariantRemoved, _) => Tighten,
        (Kind::ErrorCodeAdded, _) => Loosen,
        (Kind::ErrorCodeRemoved, _) => Tighten,
        (Kind::ConstantAddedOrRemoved, _) => None,
        (Kind::ConstantChanged, _) => Both,
    }
}

/// The two questions asked of every change.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Verdict {
    /// An existing client cannot keep working against a server built on the
    /// new contract (backward compatibility, the reading of oasdiff and
    /// `buf breaking`).
    pub breaking: bool,
    /// A client built on the new contract cannot work against an existing
    /// server (forward compatibility): deploy the server first.
    pub needs_new_server: bool,
}

impl Verdict {
    /// Neither question is answered "no".
    pub fn compatible(self) -> bool {
        !self.breaking && !self.needs_new_server
    }

    /// `breaking`, `needs-new-server`, both joined by `, `, or `compatible`.
    pub fn label(self) -> &'static str {
        match (self.breaking, self.needs_new_server) {
            (true, true) => "breaking, needs-new-server",
            (true, false) => "breaking",
            (false, true) => "needs-new-server",
            (false, false) => "compatible",
        }
    }

    /// Orders verdicts worst first: breaking, then needs-new-server.
    pub fn rank(self) -> u8 {
        u8::from(self.breaking) * 2 + u8::from(self.needs_new_server)
    }
}

/// The verdict of an effect on values travelling in `direction`.
///
/// A tightening hurts the old *producer*, a loosening the old *consumer*.
/// Against a new server, the old party is the client: it produces what goes
/// to the server and consumes what comes back, so a tightened `to-server`
/// value or a loosened `to-client` value is breaking. Against an old server,
/// the old party is the server, so the mirror images need a new server.
pub fn verdict(effect: Effect, direction: Direction) -> Verdict {
    let (tighten, loosen) = match effect {
        Effect::None => (false, false),
        Effect::Tighten => (true, false),
        Effect::Loosen => (false, true),
        Effect::Both => (true, true),
    };
    match direction {
        Direction::ToServer => Verdict {
            breaking: tighten,
            needs_new_server: loosen,
        },
        Direction::ToClient => Verdict {
            breaking: loosen,
            needs_new_server: tighten,
        },
        Direction::Both => Verdict {
            breaking: tighten || loosen,
            needs_new_server: tighten || loosen,
        },
    }
}
