//! What every type module uses.

pub(crate) use crate::values::*;
pub(crate) use crate::*;
pub(crate) use std::collections::BTreeMap;
pub(crate) use wire_kit::{BoundedInt, BoundedString, BoundedVec, string_enum, wire};
