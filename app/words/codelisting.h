// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace nq {

/**
 * An algorithm as students write it: a whole program in C++ or in Python, written for this
 * project in the textbooks' style (the flag arrays, the bitmask of the Wikipedia listing) and in
 * one vocabulary with the pseudocode: both languages name what the pseudocode names as it does
 * (solve(r), col, dpos and dneg, x[row], the queue, the new board, record a solution), take the
 * C++ listing's names where it names nothing, and no Python name hides a built-in. It prints
 * every solution of the n given on its command line, one per line as the columns from 1, then
 * "N solutions" (domination: the n and k given, each set as its squares "row,column" in the
 * order put, then "N sets"). Each listing's lines are mapped to the pseudocode's lines (by their
 * LineKeys key, marked in the source as a trailing "@key" comment that the text shown and copied
 * leaves out), so the line highlighted, the breakpoints and the call stack follow the same step
 * in either view.
 */
class CodeListing
{
public:
    enum class Language { Cpp, Python };

    /// The listing of `algorithm` in `language`, if the project has one.
    static std::optional<CodeListing> of(AlgorithmId algorithm, Language language);
    /// The algorithms that have listings.
    static std::vector<AlgorithmId> algorithms();
    /// "cpp" or "python", as the command line names them.
    static QString key(Language language);
    static std::optional<Language> languageOf(QStringView key);
    /// The language's name as shown ("C++", "Python").
    static QString displayName(Language language);

    AlgorithmId algorithm() const { return m_algorithm; }
    Language language() const { return m_language; }
    /// The program as a student gets it (no markers), and its lines.
    QString text() const { return m_lines.join(u'\n') + u'\n'; }
    const QStringList &lines() const { return m_lines; }
    /// The file name a copy is saved under ("backtracking.py").
    QString fileName() const;
    /// The listing's line (0-based) of a pseudocode line, or -1.
    int lineOf(int pseudocodeLine) const;
    /// The pseudocode line of a listing line, or -1.
    int pseudocodeLineAt(int listingLine) const { return atLine(listingLine); }
    /// Keys of the marks that name no line of the algorithm (a listing's own mistake).
    const QStringList &unknownKeys() const { return m_unknown; }

private:
    int atLine(int listingLine) const;

    AlgorithmId m_algorithm = AlgorithmId::Backtracking;
    Language m_language = Language::Cpp;
    QStringList m_lines;
    std::vector<int> m_pseudocodeLine; // by listing line: the pseudocode line, or -1
    QStringList m_unknown;
};

} // namespace nq
