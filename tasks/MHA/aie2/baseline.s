// Multi-head attention as Peano compiles a plain AIE-API kernel that loops over the H heads, each
// head's attention as ScaledDotProduct's: targets/aie2_attention.inc with G = H (every query head
// its own key/value head).
//
// Layout: Q [S, H D] and K [T, H D] in dm as bf16 in 4x8 tiles, V [T, H D] in 8x4 tiles, O [S, H D]
// in 4x4 tiles (tiles row-major over all H D columns, each tile row-major: head h is D / 8 or
// D / 4 consecutive tiles of each tile row); 16 T bytes of scratch after O.
//
// Algorithm, per head and block of 8 query rows: scores Q_h K_h^T by 2x2 blocks of 4x8x4 products
// (vmac.f, K's tiles transposed by vshuffle), bf16 to scratch; row maxima (vmax_lt.bf16 and
// shuffles); p = exp((s - m) / sqrt(D)) from the exponent bits of one fp32 multiply-add (vmac.f;
// the low 16 bits of (B - c m) + c s are the bf16 of 2^a), the scores first clamped to m - L;
// P stored over the scores as the 4x8 left operand of P V, row sums by a product with ones;
// 1 / sum by a bit-pattern seed and one Newton step; O_h = P V_h by 2x2 blocks of 4x8x4 products,
// each tile scaled by its rows' reciprocals.
//
// Schedule: zero-overhead loops of 4 bundles, one vmac.f a cycle, for both products; the
// exponential pass modulo-scheduled at 6 cycles per 64 scores; heads, row blocks and tile blocks
// counted by branches. Details and accuracy (exp within +6.2 % before the normalisation cancels
// its common factor, reciprocal within 0.9 %) in the include file.
    .equ G, H
    .include "../../targets/aie2_attention.inc"
