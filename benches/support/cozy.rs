//! cozy-chess's perft, counted as the engine counts it (the last ply in
//! bulk from destination sets): shared by `cargo bench` (in process) and
//! the `cozy_perft` example (a whole process, for `npm run bench`).

/// The leaves `depth` plies below `board`.
pub fn perft(board: &cozy_chess::Board, depth: u8) -> u64 {
    let mut nodes = 0;
    if depth == 1 {
        board.generate_moves(|moves| {
            nodes += moves.len() as u64;
            false
        });
    } else {
        board.generate_moves(|moves| {
            for mv in moves {
                let mut child = board.clone();
                child.play_unchecked(mv);
                nodes += perft(&child, depth - 1);
            }
            false
        });
    }
    nodes
}
