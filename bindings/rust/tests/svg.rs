// SPDX-License-Identifier: MIT
//! SVG diagrams.

use checkers::{Diagram, ErrorKind, Game};

#[test]
fn a_diagram_is_an_svg_image_of_the_position() {
    let game = Game::new("english").unwrap();
    let svg = game.svg(&Diagram::default()).unwrap();
    assert!(
        svg.starts_with("<svg") || svg.starts_with("<?xml"),
        "{}",
        &svg[..40]
    );
    assert!(svg.trim_end().ends_with("</svg>"));
    assert!(svg.contains("width=\"384\""), "eight squares of 48 pixels");

    let bigger = game
        .svg(&Diagram {
            square_size: Some(60),
            numbers: true,
            ..Diagram::default()
        })
        .unwrap();
    assert!(bigger.contains("width=\"480\""));
    assert_ne!(bigger, svg);
}

#[test]
fn a_diagram_highlights_the_last_move() {
    let mut game = Game::new("english").unwrap();
    let played = game.push("11-15").unwrap();
    let plain = game.svg(&Diagram::default()).unwrap();
    let marked = game
        .svg(&Diagram {
            last_move: Some(played),
            ..Diagram::default()
        })
        .unwrap();
    assert!(marked.len() > plain.len());
}

#[test]
fn bad_options_are_refused() {
    let game = Game::new("english").unwrap();
    for size in [0, 7, 2000] {
        let err = game
            .svg(&Diagram {
                square_size: Some(size),
                ..Diagram::default()
            })
            .unwrap_err();
        assert_eq!(err.kind(), ErrorKind::InvalidArgument, "size {size}");
    }
}
