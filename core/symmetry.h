// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "placement.h"
#include "stepevent.h"

#include <QCoreApplication>
#include <QString>

#include <array>
#include <cstdint>
#include <vector>

namespace nq {

/// The eight symmetries of the square (the dihedral group D4). Rotations are clockwise.
enum class Transform : std::uint8_t {
    Identity,
    Rotate90,
    Rotate180,
    Rotate270,
    MirrorHorizontal, ///< top and bottom swap (reflection in the horizontal axis)
    MirrorVertical, ///< left and right swap (reflection in the vertical axis)
    MainDiagonal, ///< reflection in the diagonal from top left to bottom right
    AntiDiagonal, ///< reflection in the diagonal from top right to bottom left
};

/// All eight transforms, identity first.
inline constexpr std::array<Transform, 8> kAllTransforms {
    Transform::Identity,     Transform::Rotate90,         Transform::Rotate180,
    Transform::Rotate270,    Transform::MirrorHorizontal, Transform::MirrorVertical,
    Transform::MainDiagonal, Transform::AntiDiagonal,
};

/// A symmetry class of placements: its representative (the smallest image) and its members.
struct SymmetryClass
{
    Placement representative;
    int size = 0; ///< number of distinct members: 8, 4, 2 (or 1)
    /// Each member with the transform that maps it onto the representative.
    std::vector<std::pair<Placement, Transform>> members;
};

/// One of the eight images of a board (its orbit under the symmetries of the square).
struct OrbitImage
{
    Transform transform = Transform::Identity;
    std::vector<Square> squares; ///< the queens of the image, sorted by row then column
    /// The first image (index into the orbit) that is the same board; its own index when it is
    /// the first. Image 0 is the board itself, so sameAs == 0 marks a symmetry of the board.
    int sameAs = 0;
};

/// The symmetries of the square acting on squares, placements and sets of squares.
class Symmetry
{
    Q_DECLARE_TR_FUNCTIONS(nq::Symmetry)
public:
    /// Where the square lands under t on an n x n board.
    static Square apply(Transform t, Square s, int n);
    /// The image of a full placement (one queen per row and column) under t.
    static Placement apply(Transform t, std::span<const int> placement);
    /// The image of a set of squares under t, sorted by row then column.
    static std::vector<Square> apply(Transform t, std::span<const Square> squares, int n);
    /// The transform that undoes t.
    static Transform inverse(Transform t);
    /// The transform doing `first`, then `second`.
    static Transform compose(Transform first, Transform second);
    /// The smallest of the eight images of a full placement (lexicographic order).
    static Placement canonical(std::span<const int> placement);
    /// True when the placement is its class's representative.
    static bool isCanonical(std::span<const int> placement);
    /// The number of distinct images of a full placement: 8, 4, 2 or 1.
    static int classSize(std::span<const int> placement);
    /// A transform mapping `from` onto `to`, if there is one.
    static bool findTransform(std::span<const int> from, std::span<const int> to, Transform *t);
    /// Groups full placements into symmetry classes, sorted by representative.
    static std::vector<SymmetryClass> group(const std::vector<Placement> &placements);
    /// The smallest image of a set of squares (as sorted square indices row * n + col).
    static std::vector<int> canonicalSet(std::span<const Square> squares, int n);
    /// The number of distinct images of a set of squares.
    static int setClassSize(std::span<const Square> squares, int n);

    /// The eight images of a set of queens, in the order of kAllTransforms, with the
    /// coinciding ones marked. The distinct ones are the class's members; those equal to the
    /// board itself are its stabilizer, and 8 / (their number) is the class's size.
    static std::vector<OrbitImage> orbit(std::span<const Square> squares, int n);
    /// What the transform does to a board, in the current language, as words that follow the
    /// board's name ("turned 90° clockwise", "reflected in the ╲ diagonal"); rows run down
    /// the screen, so Rotate90 is a quarter turn clockwise.
    static QString name(Transform t);
    /// The transform's id as used on the command line and in JSON: "rotate-90".
    static const char *key(Transform t);
};

} // namespace nq
