//! The options: board size, number of blocks, a symmetric layout, the swap.

use super::PahTum;
use crate::Message;
use crate::grid::Grid;
use crate::options::{OptionError, OptionKind, OptionSpec, Options};

/// The options Pah Tum declares.
pub(super) static OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "size",
        kind: OptionKind::Int { min: 5, max: 9 },
        default: "7",
        help: "option-pahtum-size",
    },
    OptionSpec {
        name: "blocks",
        kind: OptionKind::Int { min: 5, max: 13 },
        default: "7",
        help: "option-pahtum-blocks",
    },
    OptionSpec {
        name: "symmetric",
        kind: OptionKind::Bool,
        default: "false",
        help: "option-pahtum-symmetric",
    },
    OptionSpec {
        name: "swap",
        kind: OptionKind::Bool,
        default: "true",
        help: "option-pahtum-swap",
    },
];

/// The rules the options describe.
///
/// # Errors
/// An even number of blocks, or a symmetric layout on an even board
/// (it would need an even number of blocks).
pub(super) fn build(options: &Options) -> Result<PahTum, OptionError> {
    let size = options.int("size").clamp(5, 9) as u8;
    let blocks = options.int("blocks").clamp(5, 13) as u8;
    if blocks.is_multiple_of(2) {
        return Err(OptionError(Message::new("pahtum-blocks-odd").count("n", blocks)));
    }
    let symmetric = options.bool("symmetric");
    if symmetric && size.is_multiple_of(2) {
        return Err(OptionError(
            Message::new("pahtum-symmetric-even").count("size", size),
        ));
    }
    Ok(PahTum {
        grid: Grid::square(size),
        blocks,
        symmetric,
        swap: options.bool("swap"),
    })
}
