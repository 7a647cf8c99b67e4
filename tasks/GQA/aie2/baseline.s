// Grouped-query attention as Peano compiles a plain AIE-API kernel that loops over the G
// key/value heads and, for each, over its H / G query heads, each head's attention as
// ScaledDotProduct's: targets/aie2_attention.inc with the task's H and G.
//
// Layout: Q [S, H D] and K [T, G D] in dm as bf16 in 4x8 tiles, V [T, G D] in 8x4 tiles, O [S, H D]
// in 4x4 tiles (tiles row-major over all columns, each tile row-major: a head is D / 8 or D / 4
// consecutive tiles of each tile row); 16 T bytes of scratch after O.
//
// Algorithm, per key/value head g, query head h = g H / G .. (g + 1) H / G - 1 and block of 8
// query rows: scores Q_h K_g^T by 2x2 blocks of 4x8x4 products (vmac.f, K's tiles transposed by
// vshuffle), bf16 to scratch; row maxima (vmax_lt.bf16 and shuffles); p = exp((s - m) / sqrt(D))
// from the exponent bits of one fp32 multiply-add (vmac.f; the low 16 bits of (B - c m) + c s
// are the bf16 of 2^a), the scores first clamped to m - L; P stored over the scores as the 4x8
// left operand of P V, row sums by a product with ones; 1 / sum by a bit-pattern seed and one
// Newton step; O_h = P V_g by 2x2 blocks of 4x8x4 products, each tile scaled by its rows'
// reciprocals.
//
// Schedule: zero-overhead loops of 4 bundles, one vmac.f a cycle, for both products; the
// exponential pass modulo-scheduled at 6 cycles per 64 scores; groups, heads, row blocks and
// tile blocks counted by branches. Details and accuracy (exp within +6.2 % before the
// normalisation cancels its common factor, reciprocal within 0.9 %) in the include file.
    .include "../../targets/aie2_attention.inc"
