// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lesson.h"
#include "playstate.h"

#include <QCoreApplication>
#include <QString>

namespace nq {

/// The words under a lesson's scene on a handout (`nqueens lesson render`): its number, its
/// algorithm and board, its note, and what it shows, all in the language of the catalogue
/// loaded (the note in `language`).
class HandoutWords
{
    Q_DECLARE_TR_FUNCTIONS(nq::HandoutWords)
public:
    /// "1. Backtracking with flag arrays, 6 × 6", the note, then the step or what is shown.
    static QString sceneCaption(const LessonScene &scene, const PlayState &state,
                                const QString &language, int number);
    /// "1. Backtracking with flag arrays, 6 × 6".
    static QString heading(const LessonScene &scene, int number);
    /// What the scene shows: the step and its caption, or the board placed or picked.
    static QString shown(const LessonScene &scene, const PlayState &state);
};

} // namespace nq
