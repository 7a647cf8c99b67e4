// Plots as inline SVG, drawn by hand so the report needs no script and no network: grouped
// bars, stacked bars and lines, each with axes, labels and a legend.
#pragma once

#include <string>
#include <vector>

namespace kc::report {

struct Series {
  std::string name;
  std::vector<double> values;  // one per category (or x position)
};

// Grouped bars: for each category, one bar per series. `percent` labels the axis 0..100%.
std::string barChart(const std::string& id, const std::string& title, const std::vector<std::string>& categories,
                     const std::vector<Series>& series, bool percent, const std::string& yLabel);

// One bar per category, split into the series' shares (tokens by kind per run).
std::string stackedBarChart(const std::string& id, const std::string& title, const std::vector<std::string>& categories,
                            const std::vector<Series>& stacks, const std::string& yLabel);

// Lines over x = 1..n (n = the longest series), values 0..1 shown as percent.
std::string lineChart(const std::string& id, const std::string& title, const std::vector<Series>& series,
                      const std::string& xLabel, const std::string& yLabel);

} // namespace kc::report
