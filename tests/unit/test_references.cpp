// Every task's reference against a small case worked out by hand.
#include <catch2/catch.hpp>

#include <cmath>

#include "reference.h"

using kc::tasks::Config;
using kc::tasks::Tensor;
using kc::tasks::TensorMap;

namespace {

Tensor tensor(std::vector<int64_t> shape, std::vector<double> values) {
  Tensor t(std::move(shape));
  REQUIRE(values.size() == t.data.size());
  t.data = std::move(values);
  return t;
}

struct Case {
  Config config;
  TensorMap in, out;
  Case(std::map<std::string, int64_t, std::less<>> sizes, std::map<std::string, double, std::less<>> constants = {}) {
    config.sizes = std::move(sizes);
    config.constants = std::move(constants);
  }
  Case& input(const std::string& name, std::vector<int64_t> shape, std::vector<double> values) {
    in[name] = tensor(std::move(shape), std::move(values));
    return *this;
  }
  const std::vector<double>& run(const char* task, const std::string& outName, std::vector<int64_t> outShape) {
    kc::tasks::ReferenceFn fn = kc::tasks::findReference(task);
    REQUIRE(fn);
    out[outName] = Tensor(std::move(outShape));
    fn(config, in, out);
    return out[outName].data;
  }
};

void near(const std::vector<double>& got, const std::vector<double>& want, double margin = 1e-12) {
  REQUIRE(got.size() == want.size());
  for (size_t i = 0; i < got.size(); ++i) {
    INFO("element " << i);
    CHECK(got[i] == Approx(want[i]).margin(margin));
  }
}

const double kLn2 = std::log(2.0), kLn3 = std::log(3.0);
double silu(double x) { return x / (1 + std::exp(-x)); }

} // namespace

TEST_CASE("reference: every task of the benchmark has one", "[reference]") {
  for (const char* t : {"SiLU", "ReLU", "GELU", "Softmax", "LayerNorm", "RMSNorm", "GEMV", "GEMM", "BatchMatMul", "Linear",
                        "Conv2D", "DepthwiseConv", "RoPE", "FFN", "SwiGLU", "ScaledDotProduct", "FlashAttention", "MHA",
                        "GQA", "MQA", "ConvBlock", "DecoderBlock-LLaMA", "DecoderBlock-T5"}) {
    INFO(t);
    CHECK(kc::tasks::findReference(t) != nullptr);
  }
}

TEST_CASE("reference: SiLU, ReLU and GELU elementwise", "[reference]") {
  // silu(ln 3) = ln 3 / (1 + 1/3) = 0.75 ln 3
  near(Case({{"M", 1}, {"N", 2}}).input("x", {1, 2}, {0, kLn3}).run("SiLU", "y", {1, 2}), {0, 0.75 * kLn3});
  near(Case({{"M", 1}, {"N", 3}}).input("x", {1, 3}, {-2, 0, 3}).run("ReLU", "y", {1, 3}), {0, 0, 3});
  // gelu(0) = 0; gelu(x) - gelu(-x) = x because tanh is odd; gelu(1) = 0.5 (1 + tanh(0.79788456 * 1.044715)).
  const std::vector<double> g = Case({{"M", 1}, {"N", 3}}).input("x", {1, 3}, {0, 1, -1}).run("GELU", "y", {1, 3});
  CHECK(g[0] == 0.0);
  CHECK(g[1] - g[2] == Approx(1.0).margin(1e-15));
  CHECK(g[1] == Approx(0.8411919906).margin(1e-9));
}

TEST_CASE("reference: Softmax of [0, ln 2] is [1/3, 2/3]; equal logits share equally", "[reference]") {
  near(Case({{"M", 2}, {"N", 2}}).input("x", {2, 2}, {0, kLn2, 5, 5}).run("Softmax", "y", {2, 2}), {1.0 / 3, 2.0 / 3, 0.5, 0.5});
}

TEST_CASE("reference: LayerNorm and RMSNorm of short rows", "[reference]") {
  // [1, 3]: mean 2, variance 1; normalised [-1, 1] / sqrt(1 + eps), then * [2, 1] + [0.5, 0].
  const double r = std::sqrt(1 + 1e-5);
  near(Case({{"M", 1}, {"N", 2}}, {{"eps", 1e-5}})
           .input("x", {1, 2}, {1, 3}).input("gamma", {2}, {2, 1}).input("beta", {2}, {0.5, 0})
           .run("LayerNorm", "y", {1, 2}),
       {-2 / r + 0.5, 1 / r});
  // [3, 4]: mean square 12.5.
  const double q = std::sqrt(12.5 + 1e-6);
  near(Case({{"M", 1}, {"N", 2}}, {{"eps", 1e-6}}).input("x", {1, 2}, {3, 4}).input("gamma", {2}, {1, 0.5})
           .run("RMSNorm", "y", {1, 2}),
       {3 / q, 2 / q});
}

TEST_CASE("reference: GEMV, GEMM, BatchMatMul and Linear on 2x2 matrices", "[reference]") {
  near(Case({{"M", 2}, {"K", 2}}).input("A", {2, 2}, {1, 2, 3, 4}).input("x", {2}, {5, 6}).run("GEMV", "y", {2}), {17, 39});
  near(Case({{"M", 2}, {"K", 2}, {"N", 2}}).input("A", {2, 2}, {1, 2, 3, 4}).input("B", {2, 2}, {5, 6, 7, 8})
           .run("GEMM", "C", {2, 2}),
       {19, 22, 43, 50});
  // Batch 0 as above; batch 1 multiplies by the identity.
  near(Case({{"BS", 2}, {"M", 2}, {"K", 2}, {"N", 2}})
           .input("A", {2, 2, 2}, {1, 2, 3, 4, 1, 2, 3, 4}).input("B", {2, 2, 2}, {5, 6, 7, 8, 1, 0, 0, 1})
           .run("BatchMatMul", "C", {2, 2, 2}),
       {19, 22, 43, 50, 1, 2, 3, 4});
  // W is [N, K]: rows pick x0, x1 and their sum.
  near(Case({{"M", 1}, {"K", 2}, {"N", 3}}).input("X", {1, 2}, {1, 2}).input("W", {3, 2}, {1, 0, 0, 1, 1, 1})
           .input("b", {3}, {0.5, 0, -1}).run("Linear", "Y", {1, 3}),
       {1.5, 2, 2});
}

TEST_CASE("reference: Conv2D, DepthwiseConv and ConvBlock on 3x3 and 2x2 images", "[reference]") {
  // A 2x2 diagonal kernel adds each pixel to its lower-right neighbour: 1+5, 2+6, 4+8, 5+9, plus bias 1.
  near(Case({{"H", 3}, {"W", 3}, {"CI", 1}, {"CO", 1}, {"KS", 2}})
           .input("x", {3, 3, 1}, {1, 2, 3, 4, 5, 6, 7, 8, 9}).input("w", {2, 2, 1, 1}, {1, 0, 0, 1}).input("b", {1}, {1})
           .run("Conv2D", "y", {2, 2, 1}),
       {7, 9, 13, 15});
  // Channel 0 weights all 1 (sum 1+3+5+7 = 16), channel 1 picks the first pixel (2); biases 0 and 10.
  near(Case({{"H", 2}, {"W", 2}, {"C", 2}, {"KS", 2}})
           .input("x", {2, 2, 2}, {1, 2, 3, 4, 5, 6, 7, 8}).input("w", {2, 2, 2}, {1, 1, 1, 0, 1, 0, 1, 0})
           .input("b", {2}, {0, 10}).run("DepthwiseConv", "y", {1, 1, 2}),
       {16, 12});
  // Two output channels of the sum of the four pixels (10): scale 2, shift -5 -> 15; scale -1 -> ReLU 0.
  near(Case({{"H", 2}, {"W", 2}, {"CI", 1}, {"CO", 2}, {"KS", 2}})
           .input("x", {2, 2, 1}, {1, 2, 3, 4}).input("w", {2, 2, 1, 2}, {1, 1, 1, 1, 1, 1, 1, 1})
           .input("scale", {2}, {2, -1}).input("shift", {2}, {-5, 3}).run("ConvBlock", "y", {1, 1, 2}),
       {15, 0});
}

TEST_CASE("reference: RoPE keeps position 0 and turns position 1 by the given angle", "[reference]") {
  // D = 2: cos/sin [2, 1]. Row 1 with cos 0, sin 1 turns (1, 0) into (0, 1).
  near(Case({{"S", 2}, {"H", 1}, {"D", 2}}).input("x", {2, 2}, {1, 2, 1, 0}).input("cos", {2, 1}, {1, 0})
           .input("sin", {2, 1}, {0, 1}).run("RoPE", "y", {2, 2}),
       {1, 2, 0, 1});
}

TEST_CASE("reference: FFN and SwiGLU with one-element matrices", "[reference]") {
  // 2 * gelu(1)
  near(Case({{"M", 1}, {"D", 1}, {"F", 1}}).input("X", {1, 1}, {1}).input("W1", {1, 1}, {1}).input("W2", {1, 1}, {2})
           .run("FFN", "Y", {1, 1}),
       {2 * 0.8411919906}, 1e-9);
  // silu(2) * (2 * 3) * 0.5
  near(Case({{"M", 1}, {"D", 1}, {"F", 1}}).input("X", {1, 1}, {2}).input("Wg", {1, 1}, {1}).input("Wu", {1, 1}, {3})
           .input("Wd", {1, 1}, {0.5}).run("SwiGLU", "Y", {1, 1}),
       {3 * silu(2)});
}

TEST_CASE("reference: attention weights follow the softmax of the scores", "[reference]") {
  // D = 1 (scale 1): scores [ln 2, 0] -> weights [2/3, 1/3]; values [3, 6] -> 4.
  near(Case({{"S", 1}, {"T", 2}, {"D", 1}}).input("Q", {1, 1}, {kLn2}).input("K", {2, 1}, {1, 0}).input("V", {2, 1}, {3, 6})
           .run("ScaledDotProduct", "O", {1, 1}),
       {4});
  // D = 4 scales by 1/2: scores [2 ln 2, 0] / 2 -> the same weights.
  near(Case({{"S", 1}, {"T", 2}, {"D", 4}})
           .input("Q", {1, 4}, {2 * kLn2, 0, 0, 0}).input("K", {2, 4}, {1, 0, 0, 0, 0, 0, 0, 0})
           .input("V", {2, 4}, {3, 0, 0, 0, 6, 0, 0, 0}).run("ScaledDotProduct", "O", {1, 4}),
       {4, 0, 0, 0});
  // Causal: query 0 sees only key 0 (-> 3); query 1 sees both with weights [2/3, 1/3] (-> 4).
  near(Case({{"S", 2}, {"D", 1}}).input("Q", {2, 1}, {kLn2, kLn2}).input("K", {2, 1}, {1, 0}).input("V", {2, 1}, {3, 6})
           .run("FlashAttention", "O", {2, 1}),
       {3, 4});
}

TEST_CASE("reference: MHA, GQA and MQA map query heads to their key/value heads", "[reference]") {
  // Two heads of size 1, two keys. Head 0 scores [ln 2, 0] -> 4 from values [3, 6]; head 1 scores
  // [0, 0] -> the mean of its values [10, 20] = 15.
  near(Case({{"S", 1}, {"T", 2}, {"H", 2}, {"D", 1}})
           .input("Q", {1, 2}, {kLn2, 0}).input("K", {2, 2}, {1, 5, 0, 7}).input("V", {2, 2}, {3, 10, 6, 20})
           .run("MHA", "O", {1, 2}),
       {4, 15});
  // One shared key/value head: head 0 scores [ln 2, 0] -> 4; head 1 scores [0, 0] -> 4.5.
  near(Case({{"S", 1}, {"T", 2}, {"H", 2}, {"G", 1}, {"D", 1}})
           .input("Q", {1, 2}, {kLn2, 0}).input("K", {2, 1}, {1, 0}).input("V", {2, 1}, {3, 6}).run("GQA", "O", {1, 2}),
       {4, 4.5});
  near(Case({{"S", 1}, {"T", 2}, {"H", 2}, {"D", 1}})
           .input("Q", {1, 2}, {kLn2, 0}).input("K", {2, 1}, {1, 0}).input("V", {2, 1}, {3, 6}).run("MQA", "O", {1, 2}),
       {4, 4.5});
}

TEST_CASE("reference: decoder blocks on one token with identity projections", "[reference]") {
  // One token attends only to itself, so attention returns its value; position 0 leaves RoPE as is.
  // With Wv = Wo = I the attention branch adds a = RMSNorm(x) = x / sqrt(12.5 + eps); zero Wd (W2)
  // makes the feed-forward branch vanish: y = x + a.
  const double q = std::sqrt(12.5 + 1e-6);
  const std::vector<double> I{1, 0, 0, 1}, Z{0, 0, 0, 0}, ones{1, 1};
  Case llama({{"S", 1}, {"D", 2}, {"H", 1}, {"F", 2}}, {{"eps", 1e-6}});
  llama.input("x", {1, 2}, {3, 4}).input("g1", {2}, ones).input("g2", {2}, ones);
  llama.input("Wq", {2, 2}, I).input("Wk", {2, 2}, I).input("Wv", {2, 2}, I).input("Wo", {2, 2}, I);
  llama.input("cos", {1, 1}, {1}).input("sin", {1, 1}, {0});
  llama.input("Wg", {2, 2}, I).input("Wu", {2, 2}, I).input("Wd", {2, 2}, Z);
  near(llama.run("DecoderBlock-LLaMA", "y", {1, 2}), {3 + 3 / q, 4 + 4 / q});
  // T5 adds the cross-attention value e @ Wv2 @ Wo2 = e = [1, -1] as well.
  Case t5({{"S", 1}, {"T", 1}, {"D", 2}, {"H", 1}, {"F", 2}}, {{"eps", 1e-6}});
  t5.input("x", {1, 2}, {3, 4}).input("e", {1, 2}, {1, -1});
  for (const char* g : {"g1", "g2", "g3"}) t5.input(g, {2}, ones);
  for (const char* w : {"Wq1", "Wk1", "Wv1", "Wo1", "Wq2", "Wk2", "Wv2", "Wo2", "W1"}) t5.input(w, {2, 2}, I);
  t5.input("W2", {2, 2}, Z);
  near(t5.run("DecoderBlock-T5", "y", {1, 2}), {3 + 3 / q + 1, 4 + 4 / q - 1});
}
