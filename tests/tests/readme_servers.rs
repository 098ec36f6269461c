//! Each crate's README shows its server example as it is: the block under
//! "Server" is `examples/server.rs` (without its `//!` header), so the
//! README compiles (as a doctest of this crate) what CI runs.

use std::path::Path;

#[test]
fn every_server_example_is_in_its_readme_verbatim() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut checked = Vec::new();
    for krate in [
        "orion-api-types",
        "coderook-protocol",
        "workerdeck-protocol",
    ] {
        let example = root.join(krate).join("examples/server.rs");
        let Ok(text) = std::fs::read_to_string(&example) else {
            continue;
        };
        let body: String = text
            .lines()
            .filter(|l| !l.starts_with("//!"))
            .map(|l| format!("{l}\n"))
            .collect();
        let readme = std::fs::read_to_string(root.join(krate).join("README.md")).unwrap();
        assert!(
            readme.contains(&format!("```rust,no_run\n{body}```")),
            "{krate}/README.md does not show examples/server.rs as it is"
        );
        checked.push(krate);
    }
    assert!(checked.contains(&"coderook-protocol"), "{checked:?}");
}
