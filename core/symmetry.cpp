// SPDX-License-Identifier: GPL-3.0-or-later
#include "symmetry.h"

#include <algorithm>
#include <map>

namespace nq {

Square Symmetry::apply(Transform t, Square s, int n)
{
    const int m = n - 1;
    switch (t) {
    case Transform::Identity:
        return s;
    case Transform::Rotate90:
        return { s.col, m - s.row };
    case Transform::Rotate180:
        return { m - s.row, m - s.col };
    case Transform::Rotate270:
        return { m - s.col, s.row };
    case Transform::MirrorHorizontal:
        return { m - s.row, s.col };
    case Transform::MirrorVertical:
        return { s.row, m - s.col };
    case Transform::MainDiagonal:
        return { s.col, s.row };
    case Transform::AntiDiagonal:
        return { m - s.col, m - s.row };
    }
    return s;
}

Placement Symmetry::apply(Transform t, std::span<const int> placement)
{
    const int n = static_cast<int>(placement.size());
    Placement out(placement.size(), -1);
    for (int r = 0; r < n; ++r) {
        if (placement[r] < 0)
            continue;
        const Square s = apply(t, Square { r, placement[r] }, n);
        out[static_cast<std::size_t>(s.row)] = s.col;
    }
    return out;
}

std::vector<Square> Symmetry::apply(Transform t, std::span<const Square> squares, int n)
{
    std::vector<Square> out;
    out.reserve(squares.size());
    for (const Square &s : squares)
        out.push_back(apply(t, s, n));
    std::sort(out.begin(), out.end(), [](const Square &a, const Square &b) {
        return a.row != b.row ? a.row < b.row : a.col < b.col;
    });
    return out;
}

std::vector<OrbitImage> Symmetry::orbit(std::span<const Square> squares, int n)
{
    std::vector<OrbitImage> out;
    for (const Transform t : kAllTransforms) {
        OrbitImage image { t, apply(t, squares, n), int(out.size()) };
        for (std::size_t j = 0; j < out.size(); ++j) {
            if (out[j].squares == image.squares) {
                image.sameAs = int(j);
                break;
            }
        }
        out.push_back(std::move(image));
    }
    return out;
}

Transform Symmetry::inverse(Transform t)
{
    switch (t) {
    case Transform::Rotate90:
        return Transform::Rotate270;
    case Transform::Rotate270:
        return Transform::Rotate90;
    default:
        return t; // the others are their own inverse
    }
}

Transform Symmetry::compose(Transform first, Transform second)
{
    // Found by where two asymmetric reference squares land on a 3 x 3 board.
    const Square a { 0, 1 }, b { 0, 0 };
    const Square a2 = apply(second, apply(first, a, 3), 3);
    const Square b2 = apply(second, apply(first, b, 3), 3);
    for (const Transform t : kAllTransforms) {
        if (apply(t, a, 3) == a2 && apply(t, b, 3) == b2)
            return t;
    }
    return Transform::Identity;
}

Placement Symmetry::canonical(std::span<const int> placement)
{
    Placement best(placement.begin(), placement.end());
    for (const Transform t : kAllTransforms) {
        Placement image = apply(t, placement);
        if (image < best)
            best = std::move(image);
    }
    return best;
}

bool Symmetry::isCanonical(std::span<const int> placement)
{
    for (const Transform t : kAllTransforms) {
        const Placement image = apply(t, placement);
        if (std::lexicographical_compare(image.begin(), image.end(), placement.begin(),
                                         placement.end()))
            return false;
    }
    return true;
}

int Symmetry::classSize(std::span<const int> placement)
{
    int fixedBy = 0;
    for (const Transform t : kAllTransforms) {
        const Placement image = apply(t, placement);
        if (std::equal(image.begin(), image.end(), placement.begin(), placement.end()))
            ++fixedBy;
    }
    return 8 / fixedBy;
}

bool Symmetry::findTransform(std::span<const int> from, std::span<const int> to, Transform *t)
{
    for (const Transform candidate : kAllTransforms) {
        const Placement image = apply(candidate, from);
        if (std::equal(image.begin(), image.end(), to.begin(), to.end())) {
            if (t)
                *t = candidate;
            return true;
        }
    }
    return false;
}

std::vector<SymmetryClass> Symmetry::group(const std::vector<Placement> &placements)
{
    std::map<Placement, std::size_t> index;
    std::vector<SymmetryClass> classes;
    for (const Placement &p : placements) {
        Placement rep = canonical(p);
        auto [it, inserted] = index.try_emplace(rep, classes.size());
        if (inserted) {
            SymmetryClass c;
            c.representative = rep;
            c.size = classSize(rep);
            classes.push_back(std::move(c));
        }
        Transform t = Transform::Identity;
        findTransform(p, rep, &t);
        classes[it->second].members.emplace_back(p, t);
    }
    std::sort(classes.begin(), classes.end(), [](const SymmetryClass &a, const SymmetryClass &b) {
        return a.representative < b.representative;
    });
    return classes;
}

std::vector<int> Symmetry::canonicalSet(std::span<const Square> squares, int n)
{
    std::vector<int> best;
    for (const Transform t : kAllTransforms) {
        std::vector<int> image;
        image.reserve(squares.size());
        for (const Square &s : squares) {
            const Square m = apply(t, s, n);
            image.push_back(m.row * n + m.col);
        }
        std::sort(image.begin(), image.end());
        if (best.empty() || image < best)
            best = std::move(image);
    }
    return best;
}

int Symmetry::setClassSize(std::span<const Square> squares, int n)
{
    std::vector<int> identity;
    for (const Square &s : squares)
        identity.push_back(s.row * n + s.col);
    std::sort(identity.begin(), identity.end());
    int fixedBy = 0;
    for (const Transform t : kAllTransforms) {
        std::vector<int> image;
        for (const Square &s : squares) {
            const Square m = apply(t, s, n);
            image.push_back(m.row * n + m.col);
        }
        std::sort(image.begin(), image.end());
        if (image == identity)
            ++fixedBy;
    }
    return 8 / fixedBy;
}

QString Symmetry::name(Transform t)
{
    // Rows run down the screen: (r, c) -> (c, n-1-r) takes the top left corner to the top right.
    switch (t) {
    case Transform::Identity:
        return tr("unchanged");
    case Transform::Rotate90:
        return tr("turned 90° clockwise");
    case Transform::Rotate180:
        return tr("turned 180°");
    case Transform::Rotate270:
        return tr("turned 90° anticlockwise");
    case Transform::MirrorHorizontal:
        return tr("reflected in the horizontal axis (top ↔ bottom)");
    case Transform::MirrorVertical:
        return tr("reflected in the vertical axis (left ↔ right)");
    case Transform::MainDiagonal:
        return tr("reflected in the ╲ diagonal");
    case Transform::AntiDiagonal:
        return tr("reflected in the ╱ diagonal");
    }
    return {};
}

const char *Symmetry::key(Transform t)
{
    switch (t) {
    case Transform::Identity:
        return "identity";
    case Transform::Rotate90:
        return "rotate-90";
    case Transform::Rotate180:
        return "rotate-180";
    case Transform::Rotate270:
        return "rotate-270";
    case Transform::MirrorHorizontal:
        return "mirror-horizontal";
    case Transform::MirrorVertical:
        return "mirror-vertical";
    case Transform::MainDiagonal:
        return "main-diagonal";
    case Transform::AntiDiagonal:
        return "anti-diagonal";
    }
    return "identity";
}

} // namespace nq
