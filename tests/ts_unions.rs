//! The TypeScript unions written in src/wasm/types.rs (the package's types) name
//! exactly the values of the Rust enums they stand for: every facet of
//! `RuleFacets`, the kinds of `Effect` and the reasons of a `Refusal`. A
//! value added to an enum and not to its union, or the reverse, fails here.
//!
//! The unions are written from the enums, not by hand: after adding a value,
//! `UPDATE_TS_UNIONS=1 cargo test --test ts_unions` rewrites them in
//! src/wasm/types.rs, in the enums' order.

use dice_rex_circe::{
    CapturerColour, DiceRule, EffectKind, Geometry, Kings, Movement, Occupied, REFUSAL_REASONS,
    Reborn, Timing, Transform,
};
use std::collections::BTreeSet;

/// Where the TypeScript declarations are written.
const TYPES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/src/wasm/types.rs");

/// The TypeScript declarations, as wasm-bindgen ships them.
fn wasm_source() -> String {
    std::fs::read_to_string(TYPES).unwrap()
}

/// Every union written from a Rust enum: the interface, its field, and the
/// values in the enum's order.
fn generated_unions() -> Vec<(&'static str, &'static str, Vec<String>)> {
    fn all<T: Copy>(values: &[T], name: fn(T) -> &'static str) -> Vec<String> {
        values.iter().map(|&v| name(v).to_string()).collect()
    }
    vec![
        ("RuleFacets", "reborn", all(Reborn::ALL, Reborn::name)),
        ("RuleFacets", "geometry", all(Geometry::ALL, Geometry::name)),
        ("RuleFacets", "unit", all(Transform::ALL, Transform::name)),
        ("RuleFacets", "timing", all(Timing::ALL, Timing::name)),
        ("RuleFacets", "occupied", all(Occupied::ALL, Occupied::name)),
        (
            "RuleFacets",
            "capturer",
            all(CapturerColour::ALL, CapturerColour::name),
        ),
        ("RuleFacets", "kings", all(Kings::ALL, Kings::name)),
        ("RuleFacets", "movement", all(Movement::ALL, Movement::name)),
        ("RuleFacets", "dice", all(DiceRule::ALL, DiceRule::name)),
        ("Effect", "kind", all(&EffectKind::ALL, EffectKind::name)),
        (
            "Refusal",
            "reason",
            REFUSAL_REASONS.iter().map(|r| r.to_string()).collect(),
        ),
    ]
}

/// `  field: 'a' | 'b' …;`, continued on lines of at most 100 characters.
fn render_union(field: &str, values: &[String]) -> String {
    let mut out = format!("  {field}: ");
    let mut line = out.len();
    for (i, v) in values.iter().enumerate() {
        let item = format!("'{v}'");
        if i > 0 {
            if line + 3 + item.len() + 1 > 100 {
                out.push_str("\n    | ");
                line = 6;
            } else {
                out.push_str(" | ");
                line += 3;
            }
        }
        out.push_str(&item);
        line += item.len();
    }
    out.push(';');
    out
}

/// `source` with the union of `field` in `interface` written from `values`.
fn rewrite_union(source: &str, interface: &str, field: &str, values: &[String]) -> String {
    let start = source
        .find(&format!("export interface {interface} {{"))
        .unwrap_or_else(|| panic!("interface {interface} in src/wasm/types.rs"));
    let at = start
        + source[start..]
            .find(&format!("\n  {field}: '"))
            .unwrap_or_else(|| panic!("a union for {interface}.{field}"))
        + 1;
    let end = at + source[at..].find(';').unwrap() + 1;
    format!(
        "{}{}{}",
        &source[..at],
        render_union(field, values),
        &source[end..]
    )
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
        ("capturer", names(CapturerColour::ALL, CapturerColour::name)),
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
fn the_unions_are_written_from_the_enums() {
    let source = wasm_source();
    let written = generated_unions()
        .iter()
        .fold(source.clone(), |s, (interface, field, values)| {
            rewrite_union(&s, interface, field, values)
        });
    if std::env::var_os("UPDATE_TS_UNIONS").is_some() {
        std::fs::write(TYPES, &written).unwrap();
        return;
    }
    assert!(
        written == source,
        "src/wasm/types.rs's unions differ from the Rust enums: run UPDATE_TS_UNIONS=1 cargo test --test ts_unions"
    );
}

#[test]
fn a_rewritten_union_keeps_what_surrounds_it() {
    let body =
        "export interface X {\n  /** Dice. */\n  dice: 'none'\n    | 'old';\n  other: 'a';\n}";
    let values = ["none", "one-per-turn"].map(String::from);
    let got = rewrite_union(body, "X", "dice", &values);
    assert_eq!(
        got,
        "export interface X {\n  /** Dice. */\n  dice: 'none' | 'one-per-turn';\n  other: 'a';\n}"
    );
    let long: Vec<String> = (0..30).map(|i| format!("value-{i}")).collect();
    let rendered = render_union("reason", &long);
    assert!(rendered.lines().all(|l| l.len() <= 100), "{rendered}");
    assert_eq!(union(&format!("x {{\n{rendered}\n}}"), "reason").len(), 30);
}

#[test]
fn a_union_that_drifts_is_seen() {
    // The reader above would notice a value missing from a union.
    let body = "export interface X {\n  /** A comment: 'not' | 'a value'. */\n  dice: 'none'\n    | 'one-per-turn';\n}";
    let got = union(body, "dice");
    assert_eq!(got, ["none", "one-per-turn"].map(String::from).into());
    assert_ne!(got, names(DiceRule::ALL, DiceRule::name));
}
