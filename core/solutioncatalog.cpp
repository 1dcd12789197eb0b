// SPDX-License-Identifier: GPL-3.0-or-later
#include "solutioncatalog.h"
#include "solutioncatalog_p.h"

#include "domination.h"

#include <QLocale>

#include <algorithm>
#include <bit>
#include <map>
#include <thread>

namespace nq {

namespace {

struct Enumerator
{
    int n;
    std::uint32_t full;
    std::vector<std::uint64_t> *out;
    const std::atomic_bool *cancel;
    std::uint32_t ticks = 0;
    bool stopped = false;

    void run(int row, std::uint32_t left, std::uint32_t down, std::uint32_t right,
             std::uint64_t code)
    {
        if (down == full) {
            out->push_back(code);
            return;
        }
        if ((++ticks & 0xFFFF) == 0 && cancel && cancel->load(std::memory_order_relaxed))
            stopped = true;
        if (stopped)
            return;
        std::uint32_t free = ~(left | down | right) & full;
        while (free) {
            const std::uint32_t bit = free & (0u - free);
            free ^= bit;
            const std::uint64_t col = std::uint64_t(std::countr_zero(bit));
            run(row + 1, (left | bit) >> 1, down | bit, (right | bit) << 1,
                code | (col << (4 * (n - 1 - row))));
        }
    }
};

// Runs f(begin, end) over [0, count) split between threads.
void parallel(std::size_t count, int threads,
              const std::function<void(std::size_t, std::size_t)> &f)
{
    std::vector<std::thread> pool;
    const std::size_t step = (count + std::size_t(threads) - 1) / std::size_t(threads);
    for (int t = 0; t < threads; ++t) {
        const std::size_t begin = std::size_t(t) * step, end = std::min(count, begin + step);
        if (begin < end)
            pool.emplace_back(f, begin, end);
    }
    for (std::thread &th : pool)
        th.join();
}

} // namespace

std::uint64_t SolutionCatalog::pack(std::span<const int> placement)
{
    const int n = int(placement.size());
    std::uint64_t code = 0;
    for (int r = 0; r < n; ++r)
        code |= std::uint64_t(placement[std::size_t(r)]) << (4 * (n - 1 - r));
    return code;
}

Placement SolutionCatalog::unpack(std::uint64_t code, int n)
{
    Placement p(static_cast<std::size_t>(n));
    for (int r = 0; r < n; ++r)
        p[std::size_t(r)] = int((code >> (4 * (n - 1 - r))) & 0xF);
    return p;
}

Placement SolutionCatalog::solution(std::int64_t index) const
{
    if (m_k > 0) {
        Placement p(static_cast<std::size_t>(m_n), -1);
        for (const Square &q : squares(index)) {
            if (p[std::size_t(q.row)] < 0)
                p[std::size_t(q.row)] = q.col;
        }
        return p;
    }
    return unpack(m_codes[std::size_t(index)], m_n);
}

SquareTest SolutionCatalog::squareTest(const std::vector<Square> &required) const
{
    SquareTest test;
    for (const Square &s : required) {
        if (s.row < 0 || s.row >= m_n || s.col < 0 || s.col >= m_n) {
            test.impossible = true;
            continue;
        }
        test.ids.push_back(s.row * m_n + s.col);
        const int shift = 4 * (m_n - 1 - s.row);
        const std::uint64_t field = std::uint64_t(0xF) << shift;
        const std::uint64_t value = std::uint64_t(s.col) << shift;
        if ((test.mask & field) && (test.value & field) != value)
            test.sharedRow = true; // one queen per row in a placement
        test.mask |= field;
        test.value |= value;
    }
    std::sort(test.ids.begin(), test.ids.end());
    test.ids.erase(std::unique(test.ids.begin(), test.ids.end()), test.ids.end());
    return test;
}

bool SolutionCatalog::holds(std::int64_t index, const SquareTest &test) const
{
    if (m_k == 0)
        return !test.impossible && !test.sharedRow
            && (m_codes[std::size_t(index)] & test.mask) == test.value;
    if (test.ids.empty())
        return !(test.impossible);
    if (test.impossible)
        return false;
    const auto first = m_sets.begin() + std::ptrdiff_t(std::size_t(index) * std::size_t(m_k));
    const auto last = first + m_k;
    return std::all_of(test.ids.begin(), test.ids.end(),
                       [&](int id) { return std::find(first, last, id) != last; });
}

std::vector<Square> SolutionCatalog::squares(std::int64_t index) const
{
    std::vector<Square> out;
    if (m_k > 0) {
        const std::size_t at = std::size_t(index) * std::size_t(m_k);
        for (int i = 0; i < m_k; ++i) {
            const int q = m_sets[at + std::size_t(i)];
            out.push_back({ q / m_n, q % m_n });
        }
        return out;
    }
    const Placement p = solution(index);
    for (int r = 0; r < m_n; ++r)
        out.push_back({ r, p[std::size_t(r)] });
    return out;
}

bool SolutionCatalog::build(int n, const std::atomic_bool *cancel,
                            const std::function<void(double)> &progress, int threads)
{
    *this = SolutionCatalog();
    if (n < 1 || n > kMaxSize)
        return false;
    if (threads <= 0)
        threads = int(std::max(1u, std::thread::hardware_concurrency()));
    auto report = [&](double f) {
        if (progress)
            progress(f);
    };
    auto cancelled = [&] { return cancel && cancel->load(); };

    // 1. Search only the solutions whose first queen stands in the left half (and the middle
    //    column of an odd board); the others are their mirror images.
    const std::uint32_t full = (std::uint32_t(1) << n) - 1;
    const int half = n / 2;
    std::vector<int> firstColumns;
    for (int c = 0; c < (n + 1) / 2; ++c)
        firstColumns.push_back(c);
    std::vector<std::vector<std::uint64_t>> found(firstColumns.size());
    std::atomic<std::size_t> next { 0 }, done { 0 };
    {
        std::vector<std::thread> pool;
        for (int t = 0; t < threads; ++t) {
            pool.emplace_back([&] {
                for (std::size_t i; (i = next.fetch_add(1)) < firstColumns.size();) {
                    const std::uint32_t bit = std::uint32_t(1) << firstColumns[i];
                    Enumerator e { n, full, &found[i], cancel };
                    e.run(1, bit >> 1, bit, bit << 1,
                          std::uint64_t(firstColumns[i]) << (4 * (n - 1)));
                    report(0.5 * double(done.fetch_add(1) + 1) / double(firstColumns.size()));
                }
            });
        }
        for (std::thread &th : pool)
            th.join();
    }
    if (cancelled())
        return false;
    std::size_t total = 0;
    for (std::size_t i = 0; i < found.size(); ++i)
        total += found[i].size() * (firstColumns[i] < half || n % 2 == 0 ? 2 : 1);
    m_codes.reserve(total);
    for (std::size_t i = 0; i < found.size(); ++i) {
        const bool mirrored = firstColumns[i] < half;
        for (const std::uint64_t code : found[i]) {
            m_codes.push_back(code);
            if (mirrored) {
                std::uint64_t image = 0;
                for (int r = 0; r < n; ++r) {
                    const int shift = 4 * (n - 1 - r);
                    image |= std::uint64_t(n - 1 - int((code >> shift) & 0xF)) << shift;
                }
                m_codes.push_back(image);
            }
        }
        std::vector<std::uint64_t>().swap(found[i]);
    }
    std::sort(m_codes.begin(), m_codes.end());
    report(0.6);

    // 2. Each solution's canonical form (its smallest image) and the transform that gives it.
    const std::size_t count = m_codes.size();
    std::vector<std::uint64_t> canon(count);
    m_transform.resize(count);
    parallel(count, threads, [&](std::size_t begin, std::size_t end) {
        int cols[kMaxSize], image[kMaxSize];
        for (std::size_t i = begin; i < end; ++i) {
            if ((i & 0x3FFF) == 0 && cancelled())
                return;
            const std::uint64_t code = m_codes[i];
            for (int r = 0; r < n; ++r)
                cols[r] = int((code >> (4 * (n - 1 - r))) & 0xF);
            std::uint64_t best = code;
            std::uint8_t bestT = 0;
            for (std::uint8_t t = 1; t < 8; ++t) {
                for (int r = 0; r < n; ++r) {
                    const Square s = Symmetry::apply(Transform(t), Square { r, cols[r] }, n);
                    image[s.row] = s.col;
                }
                std::uint64_t packed = 0;
                for (int r = 0; r < n; ++r)
                    packed |= std::uint64_t(image[r]) << (4 * (n - 1 - r));
                if (packed < best) {
                    best = packed;
                    bestT = t;
                }
            }
            canon[i] = best;
            m_transform[i] = bestT;
        }
    });
    if (cancelled()) {
        *this = SolutionCatalog();
        return false;
    }
    report(0.85);

    // 3. Classes: solutions ordered by their canonical form. The representative is the
    //    canonical form itself, which is also the class's smallest member.
    groupClasses(canon);
    m_n = n;
    report(1.0);
    return true;
}

QString SolutionCatalog::summary() const
{
    std::map<int, std::int64_t, std::greater<>> bySize;
    for (const SolutionClass &c : m_classes)
        ++bySize[c.size];
    QStringList parts;
    for (const auto &[size, k] : bySize)
        parts << tr("%L1 × %2").arg(k).arg(size);
    if (m_k > 0) {
        if (m_classes.empty()) {
            if (m_k == 1)
                return m_independent || m_n > 1
                    ? tr("No single queen covers the %1 × %1 board: the search tried every "
                         "square.")
                          .arg(m_n)
                    : QString();
            return m_independent
                ? tr("No set of %1 queens that do not attack each other covers the %2 × %2 "
                     "board: the search tried every possibility.")
                      .arg(m_k)
                      .arg(m_n)
                : tr("No set of %1 queens covers the %2 × %2 board: the search tried every "
                     "possibility.")
                      .arg(m_k)
                      .arg(m_n);
        }
        if (m_classesOnly)
            return tr("%L1 covering sets in %L2 classes (%3); one board a class is listed")
                .arg(m_boards)
                .arg(classCount())
                .arg(parts.join(QStringLiteral(" + ")));
        const QString sets = solutionCount() == 1 ? tr("1 covering set")
                                                  : tr("%L1 covering sets").arg(solutionCount());
        const QString classes
            = classCount() == 1 ? tr("1 class") : tr("%L1 classes").arg(classCount());
        return tr("%1 in %2 (%3)").arg(sets, classes, parts.join(QStringLiteral(" + ")));
    }
    if (m_classes.empty())
        return tr("No solutions on a %1 × %1 board.").arg(m_n);
    const QString solutions
        = solutionCount() == 1 ? tr("1 solution") : tr("%L1 solutions").arg(solutionCount());
    const QString classes = classCount() == 1 ? tr("1 class") : tr("%L1 classes").arg(classCount());
    return tr("%1 in %2 (%3)").arg(solutions, classes, parts.join(QStringLiteral(" + ")));
}

std::size_t SolutionCatalog::bytes() const
{
    return m_sets.capacity() + m_codes.capacity() * sizeof(std::uint64_t)
        + m_classOf.capacity() * sizeof(std::uint32_t) + m_transform.capacity()
        + m_members.capacity() * sizeof(std::uint32_t)
        + m_classes.capacity() * sizeof(SolutionClass);
}

} // namespace nq
