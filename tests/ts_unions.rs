//! The TypeScript unions written in src/wasm/types.rs (the package's types) name
//! exactly the values of the Rust enums they stand for: every facet of
//! `RuleFacets`, the kinds of `Effect` and the reasons of a `Refusal`. A
//! value added to an enum and not to its union, or the reverse, fails here.

use dice_rex_circe::{
    DiceRule, EffectKind, Geometry, Kings, Movement, Occupied, REFUSAL_REASONS, Reborn, Timing,
    Transform,
};
use std::collections::BTreeSet;

/// The TypeScript declarations, as wasm-bindgen ships them.
fn wasm_source() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/src/wasm/types.rs")).unwrap()
}

/// The body of `export interface NAME { … }`.
fn interface<'a>(source: &'a str, name: &str) -> &'a str {
    let start = source
        .find(&format!("export interface {name} {{"))
        .unwrap_or_else(|| panic!("interface {name} in src/wasm/types.rs"));
    let body = &source[start..];
    &body[..body.find("\n}").unwrap()]
}

/// The quoted values of the union declared as `field: 'a' | 'b' …;`
/// (continued over several lines), ignoring comments.
fn union(body: &str, field: &str) -> BTreeSet<String> {
    let code: String = body
        .lines()
        .map(|l| l.trim())
        .filter(|l| !l.starts_with("/**") && !l.starts_with('*'))
        .collect::<Vec<_>>()
        .join(" ");
    let at = code
        .find(&format!(" {field}: '"))
        .unwrap_or_else(|| panic!("a union for {field}"));
    let decl = &code[at..];
    let decl = &decl[..decl.find(';').unwrap()];
    decl.split('\'')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

fn names<T: Copy>(all: &[T], name: fn(T) -> &'static str) -> BTreeSet<String> {
    all.iter().map(|&v| name(v).to_string()).collect()
}

#[test]
fn the_rule_facets_unions_are_the_facet_enums() {
    let source = wasm_source();
    let facets = interface(&source, "RuleFacets");
    let expected = [
        ("reborn", names(Reborn::ALL, Reborn::name)),
        ("geometry", names(Geometry::ALL, Geometry::name)),
        ("unit", names(Transform::ALL, Transform::name)),
        ("timing", names(Timing::ALL, Timing::name)),
        ("occupied", names(Occupied::ALL, Occupied::name)),
        ("kings", names(Kings::ALL, Kings::name)),
        ("movement", names(Movement::ALL, Movement::name)),
        ("dice", names(DiceRule::ALL, DiceRule::name)),
    ];
    for (field, values) in expected {
        assert_eq!(union(facets, field), values, "RuleFacets.{field}");
    }
    assert!(facets.contains(" check: boolean;") && facets.contains(" castling: boolean;"));
}

#[test]
fn the_effect_kind_union_is_the_effect_kinds() {
    let source = wasm_source();
    assert_eq!(
        union(interface(&source, "Effect"), "kind"),
        names(&EffectKind::ALL, EffectKind::name)
    );
}

#[test]
fn the_refusal_reason_union_is_the_engines_reasons() {
    let source = wasm_source();
    assert_eq!(
        union(interface(&source, "Refusal"), "reason"),
        REFUSAL_REASONS.iter().map(|r| r.to_string()).collect()
    );
}

#[test]
fn a_union_that_drifts_is_seen() {
    // The reader above would notice a value missing from a union.
    let body = "export interface X {\n  /** A comment: 'not' | 'a value'. */\n  dice: 'none'\n    | 'one-per-turn';\n}";
    let got = union(body, "dice");
    assert_eq!(got, ["none", "one-per-turn"].map(String::from).into());
    assert_ne!(got, names(DiceRule::ALL, DiceRule::name));
}
