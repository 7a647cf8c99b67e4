// Scaled dot-product attention, one head, as Peano compiles a plain AIE-API kernel: the attention
// of targets/aie2_attention.inc with one query head and one key/value head (H = G = 1).
//
// Layout: Q [S, D] and K [T, D] in dm as bf16 in 4x8 tiles, V [T, D] in 8x4 tiles, O [S, D] in
// 4x4 tiles (tiles row-major, each tile row-major); 16 T bytes of scratch after O.
//
// Algorithm, per block of 8 query rows: scores Q K^T by 2x2 blocks of 4x8x4 products (vmac.f,
// K's tiles transposed by vshuffle), bf16 to scratch; row maxima (vmax_lt.bf16 and shuffles);
// p = exp((s - m) / sqrt(D)) from the exponent bits of one fp32 multiply-add (vmac.f; the low
// 16 bits of (B - c m) + c s are the bf16 of 2^a), the scores first clamped to m - L; P stored
// over the scores as the 4x8 left operand of P V, row sums by a product with ones; 1 / sum by a
// bit-pattern seed and one Newton step; O = P V by 2x2 blocks of 4x8x4 products, each tile
// scaled by its rows' reciprocals.
//
// Schedule: zero-overhead loops of 4 bundles, one vmac.f a cycle, for both products; the
// exponential pass modulo-scheduled at 6 cycles per 64 scores. Details and accuracy (exp within
// +6.2 % before the normalisation cancels its common factor, reciprocal within 0.9 %) in the
// include file.
    .equ H, 1
    .equ G, 1
    .include "../../targets/aie2_attention.inc"
