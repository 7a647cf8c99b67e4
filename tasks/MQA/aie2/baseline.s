// Multi-query attention as Peano compiles a plain AIE-API kernel that loops over the H query
// heads, each head's attention as ScaledDotProduct's against the one K and V: targets/
// aie2_attention.inc with G = 1 (one group of H heads sharing K and V).
//
// Layout: Q [S, H D] and K [T, D] in dm as bf16 in 4x8 tiles, V [T, D] in 8x4 tiles, O [S, H D]
// in 4x4 tiles (tiles row-major, each tile row-major: query head h is D / 8 or D / 4 consecutive
// tiles of each tile row of Q or O); 16 T bytes of scratch after O.
//
// Algorithm, per head and block of 8 query rows: scores Q_h K^T by 2x2 blocks of 4x8x4 products
// (vmac.f, K's tiles transposed by vshuffle), bf16 to scratch; row maxima (vmax_lt.bf16 and
// shuffles); p = exp((s - m) / sqrt(D)) from the exponent bits of one fp32 multiply-add (vmac.f;
// the low 16 bits of (B - c m) + c s are the bf16 of 2^a), the scores first clamped to m - L;
// P stored over the scores as the 4x8 left operand of P V, row sums by a product with ones;
// 1 / sum by a bit-pattern seed and one Newton step; O_h = P V by 2x2 blocks of 4x8x4 products,
// each tile scaled by its rows' reciprocals.
//
// Schedule: zero-overhead loops of 4 bundles, one vmac.f a cycle, for both products; the
// exponential pass modulo-scheduled at 6 cycles per 64 scores; heads, row blocks and tile blocks
// counted by branches. K and V are read again by every head, as a kernel that calls the
// per-head attention reads them. Details and accuracy (exp within +6.2 % before the
// normalisation cancels its common factor, reciprocal within 0.9 %) in the include file.
    .equ G, 1
    .include "../../targets/aie2_attention.inc"
