//! The committed `generated/` folder is exactly what `codegen generate` writes.

#[test]
fn generated_folder_is_up_to_date() {
    let out = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../generated");
    let diffs = codegen::drift(&out, &codegen::all_artifacts());
    assert!(
        diffs.is_empty(),
        "generated/ is stale; run `cargo run -p codegen -- generate` and commit the result.\n\n{}",
        diffs.join("\n\n")
    );
}

#[test]
fn generation_is_deterministic() {
    let a: Vec<(String, String)> = codegen::all_artifacts()
        .into_iter()
        .map(|a| (a.path, a.contents))
        .collect();
    let b: Vec<(String, String)> = codegen::all_artifacts()
        .into_iter()
        .map(|a| (a.path, a.contents))
        .collect();
    assert_eq!(a, b);
}
