// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lesson.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>

class QWidget;

namespace nq {

class ActionSet;
class BackgroundJob;
class LessonAutosave;
class LessonDocument;
class SceneStage;
class Settings;

/**
 * Lessons in the window: File > New Lesson, Open, Open Recent, Example Lessons, Save, Save As,
 * Close Lesson, Add Scene, Update Scene, and Page Down / Page Up through the scenes. While a
 * lesson is open the settings are overlaid (its scenes change the window, not the user's
 * settings); closing it gives the user's setup back. Unsaved changes are asked about before
 * they could be lost, and the autosave a crash left is offered back.
 */
class LessonController : public QObject
{
    Q_OBJECT
public:
    struct Parts
    {
        QWidget *window; ///< the parent of dialogs
        ActionSet *actions;
        Settings *settings;
        SceneStage *stage;
        LessonDocument *document;
        LessonAutosave *autosave;
        /// Before a lesson's first scene: keeps what the user has (the panels, the layout).
        std::function<void()> keepUserSetup;
        /// After the lesson: the user's run, speed, theme, breakpoints and panels again.
        std::function<void()> restoreUserSetup;
        /// The window's language ("ja"), for notes and titles.
        std::function<QString()> language;
    };
    explicit LessonController(const Parts &parts, QObject *parent = nullptr);

    /// Opens the lesson at `path` and shows its first scene; false (a message was shown, the
    /// open lesson untouched) when it cannot be read, `lesson check` would refuse it (in its
    /// words), or the user kept unsaved changes. A lesson whose scenes walk more than
    /// kCheckedAtOnce steps in all is checked on a worker first: then true means it opens
    /// when the check passes (checking() until then).
    bool openFile(const QString &path);
    /// The most steps the scenes of a lesson may walk to be checked before openFile returns
    /// (about 0.1 s); a longer check runs behind the window.
    static constexpr std::int64_t kCheckedAtOnce = 2'000'000;
    /// True while a lesson is checked behind the window before it opens.
    bool checking() const { return m_check != nullptr; }
    /// Opens an example lesson of the program (a resource) as an untitled copy.
    bool openExample(const QString &resource);
    bool save();
    bool saveAs(const QString &path);
    /// Closes the lesson (asking about unsaved changes unless `force`); false when kept.
    bool closeLesson(bool force = false);
    /// Asks about unsaved changes: true when they were saved or may go.
    bool maybeSave();
    /// Shows scene `index` exactly as saved.
    void goTo(int index);
    void addScene();
    void updateScene();
    /// Opens what a crash left (offered by the Scenes dock), or drops it.
    void recover();
    void discardRecovery();
    bool hasRecovery() const;
    /// The note of the scene shown, in the window's language ("" when none).
    QString note() const;
    /// The window's language changed: the note in the new one.
    void retranslate() { emit noteChanged(note()); }
    /// Where the dialogs start, and the tests' way around them.
    void setDialogsEnabled(bool enabled) { m_dialogs = enabled; }
    /// The last message a failure showed (for tests).
    QString lastMessage() const { return m_lastMessage; }

signals:
    /// The banner over the caption: the note of the scene shown ("": none).
    void noteChanged(const QString &note);
    /// Something went wrong, in one sentence (also shown in a dialog).
    void message(const QString &text);

private:
    void begin(Lesson lesson, const QString &path, bool modified);
    void refreshActions();
    void refreshRecent();
    void fillExamples();
    void addRecent(const QString &path);
    void fail(const QString &text);
    QString askSavePath();
    /// What `lesson check` says of `lesson` (read from `path`), one sentence a problem.
    static QStringList problems(const Lesson &lesson, const QString &path,
                                const std::atomic_bool *cancel);
    /// Opens a checked lesson (asking about unsaved changes first).
    bool openChecked(Lesson lesson, const QString &path);

    Parts m_parts;
    bool m_dialogs = true;
    bool m_overlaid = false;
    QString m_lastMessage;
    BackgroundJob *m_check = nullptr;
};

} // namespace nq
