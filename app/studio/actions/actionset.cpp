// SPDX-License-Identifier: GPL-3.0-or-later
#include "actions/actionset.h"

#include "actions/playbackicons.h"
#include "platform/language.h"
#include "playback/transport.h"

#include <QAction>
#include <QActionGroup>
#include <QMainWindow>
#include <QMenuBar>
#include <QRegularExpression>
#include <QToolBar>

namespace nq {

namespace {

struct Spec
{
    ActionId id;
    const char *name;
    QKeySequence key;
    bool checkable;
};

// In the order the window has always created them. A function, not a table of statics: key
// sequences may only be made once the application exists.
std::vector<Spec> specs()
{
    return {
        { ActionId::Play, "play", Qt::Key_Space, false },
        { ActionId::StepForward, "stepForward", Qt::Key_Right, false },
        { ActionId::StepBack, "stepBack", Qt::Key_Left, false },
        { ActionId::ToStart, "toStart", Qt::Key_Home, false },
        { ActionId::ToEnd, "toEnd", Qt::Key_End, false },
        { ActionId::GoToStep, "goToStep", QKeySequence(Qt::CTRL | Qt::Key_G), false },
        { ActionId::CancelJump, "cancelJump", Qt::Key_Escape, false },
        { ActionId::NextSolution, "nextSolution", Qt::Key_S, false },
        { ActionId::NextBacktrack, "nextBacktrack", Qt::Key_B, false },
        { ActionId::ToggleBreakpoint, "toggleBreakpoint", Qt::Key_F9, false },
        { ActionId::RunUntil, "runUntil", QKeySequence(Qt::CTRL | Qt::Key_U), false },
        { ActionId::RunBackUntil, "runBackUntil", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_U),
          false },
        { ActionId::UndoBreakpoint, "undoBreakpoint", QKeySequence::Undo, false },
        { ActionId::RedoBreakpoint, "redoBreakpoint", QKeySequence::Redo, false },
        { ActionId::Predict, "predict", QKeySequence(Qt::CTRL | Qt::Key_P), true },
        { ActionId::Practice, "practice", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P), false },
        { ActionId::Count, "count", QKeySequence(Qt::CTRL | Qt::Key_K), false },
        { ActionId::Faster, "faster", Qt::Key_Plus, false },
        { ActionId::Slower, "slower", Qt::Key_Minus, false },
        { ActionId::StartPaused, "startPaused", {}, true },
        { ActionId::Present, "present", Qt::Key_F11, true },
        { ActionId::Coordinates, "coordinates", {}, true },
        { ActionId::Attacks, "attacks", {}, true },
        { ActionId::Heat, "heat", Qt::Key_H, true },
        { ActionId::FullBoardAttacks, "fullBoardAttacks", {}, true },
        { ActionId::ZoomIn, "zoomIn", QKeySequence::ZoomIn, false },
        { ActionId::ZoomOut, "zoomOut", QKeySequence::ZoomOut, false },
        { ActionId::ZoomFit, "zoomFit", QKeySequence(Qt::CTRL | Qt::Key_0), false },
        { ActionId::ThemeLight, "themeLight", {}, true },
        { ActionId::ThemeDark, "themeDark", {}, true },
        { ActionId::Quit, "quit", QKeySequence::Quit, false },
        { ActionId::ExportBoard, "exportBoard", QKeySequence(Qt::CTRL | Qt::Key_E), false },
        { ActionId::CopyBoard, "copyBoard", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), false },
        { ActionId::ExportSheet, "exportSheet", {}, false },
        { ActionId::ExportTree, "exportTree", {}, false },
        { ActionId::NewWorksheet, "newWorksheet", {}, false },
        { ActionId::ExportSolutions, "exportSolutions", {}, false },
        { ActionId::ExportResults, "exportResults", {}, false },
        { ActionId::NewLesson, "newLesson", QKeySequence::New, false },
        { ActionId::OpenLesson, "openLesson", QKeySequence::Open, false },
        { ActionId::SaveLesson, "saveLesson", QKeySequence::Save, false },
        { ActionId::SaveLessonAs, "saveLessonAs", QKeySequence::SaveAs, false },
        { ActionId::CloseLesson, "closeLesson", QKeySequence(Qt::CTRL | Qt::Key_W), false },
        { ActionId::AddScene, "addScene", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N), false },
        { ActionId::UpdateScene, "updateScene", {}, false },
        { ActionId::NextScene, "nextScene", Qt::Key_PageDown, false },
        { ActionId::PreviousScene, "previousScene", Qt::Key_PageUp, false },
        { ActionId::Record, "record", QKeySequence(Qt::CTRL | Qt::Key_R), false },
        { ActionId::ExportStepsPage, "exportStepsPage", {}, false },
        { ActionId::ExportLessonPage, "exportLessonPage", {}, false },
        { ActionId::RangeStart, "rangeStart", Qt::Key_BracketLeft, false },
        { ActionId::RangeEnd, "rangeEnd", Qt::Key_BracketRight, false },
        { ActionId::ClearRange, "clearRange", {}, false },
        { ActionId::Compare, "compare", QKeySequence(Qt::CTRL | Qt::Key_M), false },
        { ActionId::Race, "race", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M), true },
        { ActionId::ClassSession, "classSession", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L),
          false },
        { ActionId::AskClass, "askClass", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A), false },
        { ActionId::ShowVotes, "showVotes", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V), false },
        { ActionId::VoteAgain, "voteAgain", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G), false },
        { ActionId::Reveal, "reveal", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R), false },
        { ActionId::ExportClassResults, "exportClassResults",
          QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), false },
        { ActionId::SpeakCaptions, "speakCaptions", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K),
          true },
        { ActionId::SpeechSettings, "speechSettings", {}, false },
        { ActionId::Shortcuts, "shortcuts", QKeySequence::HelpContents, false },
        { ActionId::About, "about", {}, false },
    };
}

// "&Play", "再生(&P)": the words without the access key, for under an icon.
QString withoutAccessKey(QString text)
{
    text.remove(QRegularExpression(QStringLiteral("\\(&\\w\\)"))).remove(u'&');
    return text.trimmed();
}

constexpr ActionId kTransport[] = { ActionId::ToStart, ActionId::StepBack, ActionId::Play,
                                    ActionId::StepForward, ActionId::ToEnd };

} // namespace

ActionSet::ActionSet(QMainWindow *window) : QObject(window), m_window(window)
{
    for (const Spec &spec : specs()) {
        auto *a = new QAction(window);
        a->setObjectName(QString::fromLatin1(spec.name));
        if (!spec.key.isEmpty())
            a->setShortcut(spec.key);
        a->setShortcutContext(Qt::WindowShortcut);
        a->setCheckable(spec.checkable);
        window->addAction(a);
        m_actions[std::size_t(spec.id)] = a;
    }
    action(ActionId::Faster)
        ->setShortcuts({ QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal) });
    action(ActionId::ZoomIn)
        ->setShortcuts({ QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal) });
    auto *themes = new QActionGroup(this);
    themes->addAction(action(ActionId::ThemeLight));
    themes->addAction(action(ActionId::ThemeDark));
    connect(action(ActionId::Quit), &QAction::triggered, window, &QWidget::close);
}

QAction *ActionSet::find(const QString &name) const
{
    for (QAction *a : m_actions) {
        if (a && a->objectName() == name)
            return a;
    }
    for (QAction *a : m_languages) {
        if (a->objectName() == name)
            return a;
    }
    return nullptr;
}

void ActionSet::bindTransport(Transport *transport)
{
    // Bound again (a race shown in the window): the keys leave the transport they drove.
    for (const QMetaObject::Connection &c : std::as_const(m_bound))
        disconnect(c);
    m_bound.clear();
    m_transport = transport;
    const auto bind = [&](ActionId id, void (Transport::*slot)()) {
        m_bound << connect(action(id), &QAction::triggered, transport, slot);
    };
    bind(ActionId::Play, &Transport::togglePlay);
    bind(ActionId::StepForward, &Transport::stepForward);
    bind(ActionId::StepBack, &Transport::stepBack);
    bind(ActionId::ToStart, &Transport::toStart);
    bind(ActionId::ToEnd, &Transport::toEnd);
    bind(ActionId::CancelJump, &Transport::cancelJump);
    bind(ActionId::Faster, &Transport::speedUp);
    bind(ActionId::Slower, &Transport::slowDown);
    m_bound << connect(action(ActionId::NextSolution), &QAction::triggered, transport,
                       [transport] { transport->runUntil(StopCondition::nextSolution()); });
    m_bound << connect(action(ActionId::NextBacktrack), &QAction::triggered, transport,
                       [transport] { transport->runUntil(StopCondition::nextBacktrack()); });
    m_bound << connect(transport, &Transport::playingChanged, this, &ActionSet::updatePlayAction);
    updatePlayAction();
}

void ActionSet::updatePlayAction()
{
    QAction *play = action(ActionId::Play);
    const bool playing = m_transport && m_transport->isPlaying();
    play->setText(playing ? tr("&Pause") : tr("&Play"));
    play->setIconText(withoutAccessKey(play->text()));
    if (!m_iconColor.isValid())
        return; // before the theme is applied
    // Only this icon changes with playing.
    play->setIcon(
        PlaybackIcons::icon(playing ? PlaybackIcons::Pause : PlaybackIcons::Play, m_iconColor));
}

void ActionSet::setIconColor(const QColor &color)
{
    m_iconColor = color;
    updatePlayAction();
    const std::pair<ActionId, PlaybackIcons::Kind> icons[] = {
        { ActionId::StepForward, PlaybackIcons::StepForward },
        { ActionId::StepBack, PlaybackIcons::StepBack },
        { ActionId::ToStart, PlaybackIcons::ToStart },
        { ActionId::ToEnd, PlaybackIcons::ToEnd },
        { ActionId::NextSolution, PlaybackIcons::NextSolution },
        { ActionId::NextBacktrack, PlaybackIcons::NextBacktrack },
        { ActionId::Predict, PlaybackIcons::Predict },
    };
    for (const auto &[id, kind] : icons)
        action(id)->setIcon(PlaybackIcons::icon(kind, color));
}

void ActionSet::buildMenus(const QList<QAction *> &panelToggles, const QString &current)
{
    QMenuBar *bar = m_window->menuBar();
    QMenu *file = m_fileMenu = bar->addMenu(QString());
    for (ActionId id : { ActionId::NewLesson, ActionId::OpenLesson })
        file->addAction(action(id));
    m_recentMenu = file->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("recentLessons"));
    m_examplesMenu = file->addMenu(QString());
    m_examplesMenu->setObjectName(QStringLiteral("exampleLessons"));
    for (ActionId id : { ActionId::SaveLesson, ActionId::SaveLessonAs, ActionId::CloseLesson })
        file->addAction(action(id));
    file->addSeparator();
    for (ActionId id : { ActionId::AddScene, ActionId::UpdateScene, ActionId::NextScene,
                         ActionId::PreviousScene })
        file->addAction(action(id));
    file->addSeparator();
    for (ActionId id : { ActionId::ExportBoard, ActionId::CopyBoard, ActionId::ExportSheet,
                         ActionId::ExportSolutions, ActionId::ExportTree, ActionId::ExportResults,
                         ActionId::ExportClassResults })
        file->addAction(action(id));
    file->addSeparator();
    file->addAction(action(ActionId::Record));
    file->addAction(action(ActionId::ExportStepsPage));
    file->addAction(action(ActionId::ExportLessonPage));
    m_rangeMenu = file->addMenu(QString());
    m_rangeMenu->setObjectName(QStringLiteral("recordingRange"));
    for (ActionId id : { ActionId::RangeStart, ActionId::RangeEnd, ActionId::ClearRange })
        m_rangeMenu->addAction(action(id));
    file->addSeparator();
    file->addAction(action(ActionId::NewWorksheet));
    file->addSeparator();
    file->addAction(action(ActionId::Quit));

    // Edit holds what can be undone: the breakpoints' changes (Explore has its own buttons).
    QMenu *edit = m_editMenu = bar->addMenu(QString());
    edit->addAction(action(ActionId::UndoBreakpoint));
    edit->addAction(action(ActionId::RedoBreakpoint));

    QMenu *run = m_runMenu = bar->addMenu(QString());
    // The menu lists them in reading order, play first; the tool bar as a transport.
    for (ActionId id :
         { ActionId::Play, ActionId::StepForward, ActionId::StepBack, ActionId::ToStart,
           ActionId::ToEnd, ActionId::GoToStep, ActionId::CancelJump })
        run->addAction(action(id));
    run->addSeparator();
    run->addAction(action(ActionId::NextSolution));
    run->addAction(action(ActionId::NextBacktrack));
    run->addSeparator();
    run->addAction(action(ActionId::RunUntil));
    run->addAction(action(ActionId::RunBackUntil));
    run->addAction(action(ActionId::ToggleBreakpoint));
    run->addSeparator();
    run->addAction(action(ActionId::Predict));
    run->addAction(action(ActionId::Practice));
    run->addSeparator();
    for (ActionId id : { ActionId::ClassSession, ActionId::AskClass, ActionId::ShowVotes,
                         ActionId::VoteAgain, ActionId::Reveal })
        run->addAction(action(id));
    run->addSeparator();
    run->addAction(action(ActionId::Faster));
    run->addAction(action(ActionId::Slower));
    run->addSeparator();
    run->addAction(action(ActionId::Count));
    run->addSeparator();
    run->addAction(action(ActionId::StartPaused));

    QMenu *view = m_viewMenu = bar->addMenu(QString());
    view->addAction(action(ActionId::Present));
    view->addSeparator();
    view->addAction(action(ActionId::ThemeLight));
    view->addAction(action(ActionId::ThemeDark));
    view->addSeparator();
    view->addAction(action(ActionId::Coordinates));
    view->addAction(action(ActionId::Attacks));
    view->addAction(action(ActionId::Heat));
    view->addAction(action(ActionId::FullBoardAttacks));
    view->addSeparator();
    view->addAction(action(ActionId::ZoomIn));
    view->addAction(action(ActionId::ZoomOut));
    view->addAction(action(ActionId::ZoomFit));
    view->addSeparator();
    view->addAction(action(ActionId::Compare));
    view->addAction(action(ActionId::Race));
    view->addSeparator();
    view->addAction(action(ActionId::SpeakCaptions));
    view->addAction(action(ActionId::SpeechSettings));
    view->addSeparator();
    m_panelsMenu = view->addMenu(QString());
    m_panelsMenu->addActions(panelToggles);

    m_languageMenu = view->addMenu(QString());
    auto *languages = new QActionGroup(this);
    QStringList codes { QString() };
    codes += Language::codes();
    for (const QString &code : codes) {
        auto *a = new QAction(code.isEmpty() ? QString() : Language::nativeName(code), m_window);
        a->setObjectName(code.isEmpty() ? QStringLiteral("languageSystem")
                                        : QStringLiteral("language_") + code);
        a->setCheckable(true);
        a->setChecked(code == current);
        languages->addAction(a);
        m_languageMenu->addAction(a);
        if (code.isEmpty())
            m_actions[std::size_t(ActionId::LanguageSystem)] = a;
        else
            m_languages << a;
        connect(a, &QAction::triggered, this, [this, code] { emit languageChosen(code); });
    }

    QMenu *help = m_helpMenu = bar->addMenu(QString());
    help->addAction(action(ActionId::Shortcuts));
    help->addAction(action(ActionId::About));
}

void ActionSet::fillPlayBar(QToolBar *bar) const
{
    for (ActionId id : kTransport)
        bar->addAction(action(id));
    bar->addSeparator();
    bar->addAction(action(ActionId::NextSolution));
    bar->addAction(action(ActionId::NextBacktrack));
    bar->addSeparator();
    bar->addAction(action(ActionId::Predict));
    bar->addSeparator();
}

void ActionSet::checkLanguage(const QString &code)
{
    if (QAction *a = find(code.isEmpty() ? QStringLiteral("languageSystem")
                                         : QStringLiteral("language_") + code))
        a->setChecked(true);
}

void ActionSet::retranslate()
{
    const std::pair<ActionId, QString> texts[] = {
        { ActionId::StepForward, tr("Step &Forward") },
        { ActionId::StepBack, tr("Step &Back") },
        { ActionId::ToStart, tr("To St&art") },
        { ActionId::ToEnd, tr("To &End") },
        { ActionId::GoToStep, tr("&Go to Step…") },
        { ActionId::CancelJump, tr("Cancel the &Jump") },
        { ActionId::NextSolution, tr("Run to Next &Solution") },
        { ActionId::NextBacktrack, tr("Run to Next Back&track") },
        { ActionId::ToggleBreakpoint, tr("Toggle Brea&kpoint") },
        { ActionId::RunUntil, tr("Run Unt&il…") },
        { ActionId::RunBackUntil, tr("Run Back U&ntil…") },
        { ActionId::Predict, tr("Pre&dict the Next Step") },
        { ActionId::Practice, tr("Practise the Algorithm by &Hand…") },
        { ActionId::Count, tr("&Count Solutions…") },
        { ActionId::Faster, tr("Faste&r") },
        { ActionId::Slower, tr("S&lower") },
        { ActionId::StartPaused, tr("Start Pa&used") },
        { ActionId::Present, tr("&Presentation Mode") },
        { ActionId::Coordinates, tr("Show &Coordinates") },
        { ActionId::Attacks, tr("Show &Attacked Squares") },
        { ActionId::Quit, tr("&Quit") },
        { ActionId::ExportBoard, tr("&Export Board…") },
        { ActionId::CopyBoard, tr("Cop&y Board as Picture") },
        { ActionId::NewLesson, tr("New &Lesson") },
        { ActionId::OpenLesson, tr("&Open Lesson…") },
        { ActionId::SaveLesson, tr("Sa&ve Lesson") },
        { ActionId::SaveLessonAs, tr("Save Lesson &As…") },
        { ActionId::CloseLesson, tr("&Close Lesson") },
        { ActionId::AddScene, tr("A&dd Scene from Current View") },
        { ActionId::UpdateScene, tr("&Update Scene") },
        { ActionId::NextScene, tr("Next Scene") },
        { ActionId::PreviousScene, tr("Previous Scene") },
        { ActionId::ExportSheet, tr("Export &Sheet of Solutions…") },
        { ActionId::Record, tr("Record Ste&ps…") },
        { ActionId::ExportStepsPage, tr("Export Steps as We&b Page…") },
        { ActionId::ExportLessonPage, tr("Export Lesson as Web Page…") },
        { ActionId::RangeStart, tr("&Start at This Step") },
        { ActionId::RangeEnd, tr("&End at This Step") },
        { ActionId::ClearRange, tr("&Clear the Range") },
        { ActionId::ExportTree, tr("Export Search &Tree…") },
        { ActionId::NewWorksheet, tr("New &Worksheet…") },
        { ActionId::ExportSolutions, tr("Export Solutions as Te&xt or CSV…") },
        { ActionId::ExportResults, tr("Export &Results of Predict and Practice…") },
        { ActionId::Shortcuts, tr("&Keyboard Shortcuts") },
        { ActionId::About, tr("&About N-Queens Studio") },
        { ActionId::ThemeLight, tr("&Light Theme") },
        { ActionId::ThemeDark, tr("&Dark Theme") },
        { ActionId::Heat, tr("Show &Heat Map") },
        { ActionId::FullBoardAttacks, tr("Attacked Squares on Full &Boards Too") },
        { ActionId::ZoomIn, tr("Zoom &In") },
        { ActionId::ZoomOut, tr("Zoom &Out") },
        { ActionId::ZoomFit, tr("&Fit the Board") },
        { ActionId::Compare, tr("Co&mpare Algorithms…") },
        { ActionId::Race, tr("&Race Algorithms in This Window") },
        { ActionId::ClassSession, tr("Start a Class Sessi&on…") },
        { ActionId::AskClass, tr("Ask the Class a &Question") },
        { ActionId::ShowVotes, tr("Show the &Votes") },
        { ActionId::VoteAgain, tr("Discuss and Vote Again") },
        { ActionId::Reveal, tr("Reveal the Answer") },
        { ActionId::ExportClassResults, tr("Export Class Results…") },
        { ActionId::SpeakCaptions, tr("Spea&k Captions") },
        { ActionId::SpeechSettings, tr("Speech Se&ttings…") },
        { ActionId::LanguageSystem, tr("&System Language") },
    };
    for (const auto &[id, text] : texts) {
        if (QAction *a = action(id))
            a->setText(text);
    }
    // Shorter words under the tool bar's icons, without the menus' access keys ("(&B)" in
    // Japanese and Chinese); the menus keep the whole names.
    for (ActionId id : kTransport)
        action(id)->setIconText(withoutAccessKey(action(id)->text()));
    action(ActionId::NextSolution)->setIconText(tr("Next Solution"));
    action(ActionId::NextBacktrack)->setIconText(tr("Next Backtrack"));
    action(ActionId::Predict)->setIconText(tr("Predict"));
    updatePlayAction();
    emit retranslated();
    if (!m_fileMenu)
        return;
    m_fileMenu->setTitle(tr("&File"));
    m_recentMenu->setTitle(tr("Open Rece&nt"));
    m_examplesMenu->setTitle(tr("Exa&mple Lessons"));
    m_rangeMenu->setTitle(tr("Recording Ran&ge"));
    m_editMenu->setTitle(tr("&Edit"));
    m_runMenu->setTitle(tr("&Run"));
    m_viewMenu->setTitle(tr("&View"));
    m_panelsMenu->setTitle(tr("Pa&nels"));
    m_helpMenu->setTitle(tr("&Help"));
    m_languageMenu->setTitle(tr("Lan&guage"));
}

} // namespace nq
