#include "report/svg_plots.h"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "report/html_escape.h"

namespace kc::report {

namespace {

constexpr const char* kColors[] = {"#3b6ea5", "#e07b39", "#4a9a5b", "#b44b5b", "#7d5ba6", "#8c6d46", "#c9a227", "#5b8f8f"};
constexpr double kWidth = 560, kHeight = 300, kLeft = 64, kRight = 16, kTop = 36, kBottom = 64;

std::string color(size_t i) { return kColors[i % (sizeof kColors / sizeof *kColors)]; }

// A round axis maximum at or above `v`: 1, 2 or 5 times a power of ten.
double niceMax(double v) {
  if (v <= 0) return 1;
  const double p = std::pow(10, std::floor(std::log10(v)));
  for (double m : {1.0, 2.0, 5.0, 10.0})
    if (m * p >= v) return m * p;
  return 10 * p;
}

std::string number(double v, bool percent) {
  if (percent) return fmt::format("{:.0f}%", v * 100);
  if (v >= 1e6) return fmt::format("{:.1f}M", v / 1e6);
  if (v >= 1e4) return fmt::format("{:.0f}k", v / 1e3);
  return fmt::format("{:g}", v);
}

std::string open(const std::string& id, const std::string& title) {
  return fmt::format(R"(<svg id="{}" class="plot" viewBox="0 0 {} {}" width="{}" height="{}" role="img" aria-label="{}">)"
                     "\n<text x=\"{}\" y=\"20\" class=\"plot-title\">{}</text>\n",
                     escapeHtml(id), kWidth, kHeight, kWidth, kHeight, escapeHtml(title), kLeft, escapeHtml(title));
}

// Horizontal grid lines with their values, and the y axis label.
std::string yAxis(double top, bool percent, const std::string& label) {
  std::string s;
  const double plotH = kHeight - kTop - kBottom;
  for (int i = 0; i <= 4; ++i) {
    const double v = top * i / 4, y = kTop + plotH - plotH * i / 4;
    s += fmt::format("<line x1=\"{}\" y1=\"{:.1f}\" x2=\"{}\" y2=\"{:.1f}\" class=\"grid\"/>"
                     "<text x=\"{}\" y=\"{:.1f}\" class=\"tick\" text-anchor=\"end\">{}</text>\n",
                     kLeft, y, kWidth - kRight, y, kLeft - 6, y + 4, number(v, percent));
  }
  s += fmt::format("<text x=\"14\" y=\"{:.1f}\" class=\"axis-label\" transform=\"rotate(-90 14 {:.1f})\" "
                   "text-anchor=\"middle\">{}</text>\n",
                   kTop + plotH / 2, kTop + plotH / 2, escapeHtml(label));
  return s;
}

std::string legend(const std::vector<Series>& series) {
  std::string s;
  double x = kLeft;
  for (size_t i = 0; i < series.size(); ++i) {
    s += fmt::format("<rect x=\"{:.1f}\" y=\"{}\" width=\"10\" height=\"10\" fill=\"{}\"/>"
                     "<text x=\"{:.1f}\" y=\"{}\" class=\"legend\">{}</text>\n",
                     x, kHeight - 18, color(i), x + 14, kHeight - 9, escapeHtml(series[i].name));
    x += 24 + 7.0 * double(std::min<size_t>(series[i].name.size(), 40));
  }
  return s;
}

std::string categoryLabels(const std::vector<std::string>& categories, double slot) {
  std::string s;
  for (size_t c = 0; c < categories.size(); ++c)
    s += fmt::format("<text x=\"{:.1f}\" y=\"{}\" class=\"tick\" text-anchor=\"middle\">{}</text>\n",
                     kLeft + slot * (double(c) + 0.5), kHeight - kBottom + 16, escapeHtml(categories[c]));
  return s;
}

} // namespace

std::string barChart(const std::string& id, const std::string& title, const std::vector<std::string>& categories,
                     const std::vector<Series>& series, bool percent, const std::string& yLabel) {
  double maxV = 0;
  for (const Series& se : series)
    for (double v : se.values) maxV = std::max(maxV, v);
  const double top = percent ? 1.0 : niceMax(maxV);
  const double plotW = kWidth - kLeft - kRight, plotH = kHeight - kTop - kBottom;
  const double slot = plotW / double(std::max<size_t>(1, categories.size()));
  const double barW = slot * 0.8 / double(std::max<size_t>(1, series.size()));
  std::string s = open(id, title) + yAxis(top, percent, yLabel);
  for (size_t k = 0; k < series.size(); ++k)
    for (size_t c = 0; c < categories.size() && c < series[k].values.size(); ++c) {
      const double v = series[k].values[c], h = top > 0 ? plotH * v / top : 0;
      s += fmt::format("<rect class=\"bar\" x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{:.1f}\" fill=\"{}\">"
                       "<title>{}: {}</title></rect>\n",
                       kLeft + slot * double(c) + slot * 0.1 + barW * double(k), kTop + plotH - h, barW, h, color(k),
                       escapeHtml(series[k].name + ", " + categories[c]), number(v, percent));
    }
  return s + categoryLabels(categories, slot) + legend(series) + "</svg>\n";
}

std::string stackedBarChart(const std::string& id, const std::string& title, const std::vector<std::string>& categories,
                            const std::vector<Series>& stacks, const std::string& yLabel) {
  std::vector<double> totals(categories.size(), 0);
  for (const Series& st : stacks)
    for (size_t c = 0; c < categories.size() && c < st.values.size(); ++c) totals[c] += st.values[c];
  const double top = niceMax(totals.empty() ? 0 : *std::max_element(totals.begin(), totals.end()));
  const double plotW = kWidth - kLeft - kRight, plotH = kHeight - kTop - kBottom;
  const double slot = plotW / double(std::max<size_t>(1, categories.size()));
  std::string s = open(id, title) + yAxis(top, false, yLabel);
  for (size_t c = 0; c < categories.size(); ++c) {
    double base = 0;
    for (size_t k = 0; k < stacks.size(); ++k) {
      const double v = c < stacks[k].values.size() ? stacks[k].values[c] : 0, h = plotH * v / top;
      s += fmt::format("<rect class=\"bar\" x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{:.1f}\" fill=\"{}\">"
                       "<title>{}: {}</title></rect>\n",
                       kLeft + slot * double(c) + slot * 0.25, kTop + plotH - base - h, slot * 0.5, h, color(k),
                       escapeHtml(categories[c] + ", " + stacks[k].name), number(v, false));
      base += h;
    }
  }
  return s + categoryLabels(categories, slot) + legend(stacks) + "</svg>\n";
}

std::string lineChart(const std::string& id, const std::string& title, const std::vector<Series>& series,
                      const std::string& xLabel, const std::string& yLabel) {
  size_t n = 1;
  for (const Series& se : series) n = std::max(n, se.values.size());
  const double plotW = kWidth - kLeft - kRight, plotH = kHeight - kTop - kBottom;
  auto xAt = [&](size_t i) { return kLeft + (n == 1 ? plotW / 2 : plotW * double(i) / double(n - 1)); };
  std::string s = open(id, title) + yAxis(1.0, true, yLabel);
  for (size_t i = 0; i < n; i += std::max<size_t>(1, n / 10))
    s += fmt::format("<text x=\"{:.1f}\" y=\"{}\" class=\"tick\" text-anchor=\"middle\">{}</text>\n", xAt(i),
                     kHeight - kBottom + 16, i + 1);
  s += fmt::format("<text x=\"{:.1f}\" y=\"{}\" class=\"axis-label\" text-anchor=\"middle\">{}</text>\n",
                   kLeft + plotW / 2, kHeight - kBottom + 32, escapeHtml(xLabel));
  for (size_t k = 0; k < series.size(); ++k) {
    std::string points;
    for (size_t i = 0; i < series[k].values.size(); ++i)
      points += fmt::format("{:.1f},{:.1f} ", xAt(i), kTop + plotH - plotH * series[k].values[i]);
    s += fmt::format("<polyline class=\"line\" fill=\"none\" stroke=\"{}\" stroke-width=\"2\" points=\"{}\"><title>{}</title>"
                     "</polyline>\n",
                     color(k), points, escapeHtml(series[k].name));
  }
  return s + legend(series) + "</svg>\n";
}

} // namespace kc::report
