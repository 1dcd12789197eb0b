// SPDX-License-Identifier: GPL-3.0-or-later
// nqueens help
#include "cliutil.h"
#include "commandline.h"
#include "commandtable.h"

#include "counter/solutioncounter.h"

namespace nq {

using namespace cli;

int CommandLine::help(const QString &command)
{
    QString text;
    if (command == u"count") {
        text = tr("Usage: nqueens count N [--unique] [--threads T] [--parts P --part I] [--json] "
                  "[--kernel avx512|avx2|plain]\n"
                  "       nqueens count N --algorithm ID [--unique]\n"
                  "Prints the number of solutions of the N x N board; with --unique, the number "
                  "of solutions up to rotation and reflection.\n"
                  "Without --algorithm the fast counter runs (N from %1 to %2): start "
                  "constellations of border queens, completed by a bitmask search on all cores.\n"
                  "  --algorithm ID  count with one of the teaching algorithms instead (see "
                  "nqueens algorithms)\n"
                  "  --unique        count symmetry classes instead of solutions\n"
                  "  --threads T     counting threads, from 1 to %3 (default: one per core)\n"
                  "  --parts P       deal the tasks into P parts...\n"
                  "  --part I        ...and count part I only (0 to P - 1); 'nqueens sum' adds "
                  "the parts up\n"
                  "  --json          print {\"n\",\"parts\",\"part\",\"total\",\"unique\",...} "
                  "on one line\n"
                  "  --kernel K      the search kernel, to measure one: avx512, avx2 or plain (the "
                  "portable one; default: the fastest this processor runs)\n"
                  "Ctrl-C stops the count (exit status 130).\n")
                   .arg(SolutionCounter::kMinSize)
                   .arg(SolutionCounter::kMaxSize)
                   .arg(SolutionCounter::kMaxThreads);
    } else if (command == u"sum") {
        text = tr("Usage: nqueens sum FILE...\n"
                  "Adds up the parts written by 'nqueens count N --parts P --part I --json', one "
                  "per file, and prints the total, then the unique count on a second line. Every "
                  "part from 0 to P - 1 must be there exactly once, all for the same N and P.\n");
    } else if (command == u"solve") {
        text = tr("Usage: nqueens solve N [--algorithm ID] [--first | --all | --limit K] "
                  "[--placement C1,C2,...] [--format text|json|jsonl] [--threads T]\n"
                  "Prints solutions, one per line. A board without a solution says so (exit "
                  "status 1).\n"
                  "  --algorithm ID  default backtracking (see nqueens algorithms)\n"
                  "  --first         only the first solution\n"
                  "  --all           every solution (the default)\n"
                  "  --limit K       at most K solutions\n"
                  "  --placement     queens to keep, as render reads them (- for a free row): "
                  "the solutions that complete them, by backtracking\n"
                  "  --format text   the column of each row's queen, counted from 1, as "
                  "--placement reads it (default)\n"
                  "  --format json   one JSON array of solutions, each an array of columns "
                  "counted from 0\n"
                  "  --format jsonl  one such array of columns per line (JSON Lines)\n"
                  "  --threads T     threads, from 1 to %1 (only min-conflicts on a million "
                  "rows or more uses two; the solution is the same)\n")
                   .arg(SolutionCounter::kMaxThreads);
    } else if (command == u"classes") {
        text = tr("Usage: nqueens classes N [--format text|json|jsonl] [--threads T]\n"
                  "Prints one line per symmetry class of the solutions: its size (8, 4, 2 or 1), "
                  "a tab, and its representative as solve prints it (columns from 1).\n"
                  "  --format json   one JSON array of {\"size\", \"representative\"} objects, "
                  "the columns counted from 0\n"
                  "  --format jsonl  one such object per line (JSON Lines)\n"
                  "  --threads T     listing threads, from 1 to %1 (default: one per core)\n")
                   .arg(SolutionCounter::kMaxThreads);
    } else if (command == u"trace") {
        text = tr("Usage: nqueens trace N --algorithm ID [--first] [--limit K] "
                  "[--until KIND[=VALUE] [--back]]\n"
                  "Prints every step of the algorithm as one JSON object per line, with its "
                  "\"step\" (the first is step 1, as in the window), its \"kind\" (consider, "
                  "conflict, place, remove, set-board, check, solution, finished), \"row\" and "
                  "\"col\" counted from 0, the pseudocode \"line\" counted from 0 (the "
                  "window numbers the lines from 1), and \"placement\" on set-board and "
                  "solution. In breadth-first and depth-first-stack, a remove right after a "
                  "place is the queen taken off the working board once the board with it has "
                  "gone into the queue (or onto the stack).\n"
                  "  --first         stop at the first solution\n"
                  "  --limit K       stop at the K-th solution (K counts solutions, not steps)\n"
                  "  --until KIND    start at the first step where a condition holds: solution, "
                  "nth-solution=K, backtrack, line=KEY (a pseudocode line by its key, as "
                  "\"take\"), place=R,C, depth-reached=D, depth-left=D, step=N (rows, columns "
                  "and steps from 1), end\n"
                  "  --back          with --until: start at the last step where it holds\n"
                  "A trace prints at most 5,000,000 steps: one that would print more is "
                  "refused before it prints anything.\n");
    } else if (command == u"quiz") {
        text = tr("Usage: nqueens quiz N [--algorithm ID] [--seed S] [--every K] "
                  "[--questions LIST] [--count K] [--csv FILE]\n"
                  "Asks, as the window's Predict mode does, what the algorithm does next, before "
                  "the step: where the next queen goes, whether a square is attacked, what "
                  "happens next, which row the search goes back to, and (for their algorithms) "
                  "which columns are free, how many boards the next level holds, where a queen "
                  "moves. Answers are read one a line from standard input; \"skip\" lets a "
                  "question go, \"quit\" or the end of the input ends the quiz. The same "
                  "options ask the same questions.\n"
                  "  --algorithm ID  the algorithm (default: backtracking), on 4 to 16 rows\n"
                  "  --seed S        chooses which occasions are asked (default 1)\n"
                  "  --every K       about one occasion in K is asked (default 2; 1: every one)\n"
                  "  --questions L   only these kinds, comma-separated: next-queen, attacked, "
                  "what-next, back-to-row, free-columns, next-level, move-column\n"
                  "  --count K       ask at most K questions (default 10)\n"
                  "  --csv FILE      write the answers as CSV, as the window's Export Results "
                  "does\n");
    } else if (command == u"film") {
        text = tr("Usage: nqueens film N --algorithm ID [--first] --from A --to B "
                  "-o FILE.mp4|FILE.webm|FILE.gif|FILE.webp|FILE.pdf|FILE.html|FOLDER/ [--fps F] "
                  "[--size PIXELS] [--layout square|wide] [--no-caption] [--counters] "
                  "[--pseudocode] [--theme light|dark|print] [--language en|ja|zh_CN] "
                  "[--page a4|letter]\n"
                  "       nqueens film N --dominate K [--independent] ...\n"
                  "Records steps A to B of a run, each frame the board as the window shows it "
                  "at that step (the square tested, a conflict and its line, the queen put or "
                  "taken back, the cover in domination). No display is needed.\n"
                  "  -o, --output    .mp4 (H.264), .webm (VP9), .gif, .webp (animated), .pdf (a "
                  "handout of frames in a grid, 2 x 3 a page), .html (a page that plays the "
                  "steps in any browser, offline), or a folder for PNG frames\n"
                  "  --from A        the first step (default 0: the start)\n"
                  "  --to B          the last step, included (default A + 49)\n"
                  "  --fps F         steps a second, 0.25 to 60 (default 4); a solution and the "
                  "end are held four times as long\n"
                  "  --size PIXELS   the frame's width, 120 to 1920 (default 480)\n"
                  "  --layout L      square (the words under the board, the default) or wide "
                  "(16:9 for slides: the words beside the board)\n"
                  "  --no-caption    leave out the step's words (shown by default); --counters "
                  "adds every counter, --pseudocode the line of pseudocode\n"
                  "  --theme T       light, dark or print (default: print for PDF, else light)\n"
                  "  --language CODE the captions' language: en, ja or zh_CN (default en)\n"
                  "  --page P        the handout's paper: a4 or letter (default a4)\n"
                  "At most 5000 steps; a range past the run's end is refused before any work. "
                  "Bad input exits with status 2, a file that cannot be written with 1; no "
                  "partial file is left.\n");
    } else if (command == u"lesson") {
        text = tr("Usage: nqueens lesson check FILE...\n"
                  "       nqueens lesson render FILE -o FOLDER|FILE.pdf [--size PIXELS] "
                  "[--theme light|dark|print] [--language CODE] [--page a4|letter]\n"
                  "       nqueens lesson web FILE -o FILE.html [--theme light|dark|print] "
                  "[--language CODE] [--seed S] [--every K]\n"
                  "A lesson (.nqlesson, made in the window with File > New Lesson) is a list of "
                  "scenes: a run set up, a position in it and a note.\n"
                  "check reads each lesson as the window would and runs its scenes: a step past "
                  "the end of its run, a picked board that is no solution, a line key the "
                  "algorithm does not have, each give a line; any problem exits with status 2.\n"
                  "render draws every scene's board at its position with its note and caption: "
                  "a PDF handout, or one PNG a scene (scene-01.png, ...) in a folder.\n"
                  "web writes one web page that works with no network: each scene with its note, "
                  "played from its step to where it stops in the window (at most 500 steps), in "
                  "English, Japanese and Chinese (the browser's language first, else "
                  "--language's; Page Up and Page Down go from scene to scene). A scene with "
                  "Predict on asks Predict's questions in the page, about one occasion in "
                  "--every (default 2), drawn with --seed (default 1), and keeps the score.\n"
                  "  -o, --output    a folder, or a file ending in .pdf (render) or .html (web)\n"
                  "  --size PIXELS   the width of each PNG (default 800)\n"
                  "  --theme T       light, dark or print (default: print for PDF, else light)\n"
                  "  --language CODE the notes in this language when written in it (en, ja, "
                  "zh_CN; default en)\n"
                  "  --page P        the PDF's paper: a4 or letter (default a4)\n");
    } else if (command == u"tree") {
        text = tr("Usage: nqueens tree N --algorithm ID [--first] [--depth D] (--profile | "
                  "--format dot|json | -o FILE [--page a4|letter|slide|strip]) "
                  "[--theme light|dark|print]\n"
                  "The search tree of a run: the root is the empty board, each node a queen put "
                  "on a square, dead ends and solutions at the leaves.\n"
                  "  --profile       one line per depth from 0: depth, nodes, dead ends and "
                  "solutions, tab-separated, then a total line\n"
                  "  --format        dot (Graphviz: dot -Tsvg renders it) or json (one array: "
                  "id, parent, depth, square counted from 0, kind, and the step that entered "
                  "the node)\n"
                  "  -o FILE         a picture of the tree: .svg, .pdf or .png\n"
                  "  --page          where the picture goes: a4 or letter paper (default for a "
                  "PDF), a 16:9 slide (default for SVG and PNG), or strip (one row, the tree's "
                  "own size); the tree is wrapped into rows with labels of at least 8 pt, its "
                  "branches without a solution left out when that fits one page, else over "
                  "numbered pages\n"
                  "  --depth D       keep the nodes to depth D; each node at D stands for its "
                  "subtree, with its counts\n"
                  "  --first         the tree up to the first solution\n"
                  "  --theme         light, dark or print colours (default: print for a PDF, "
                  "light for PNG and SVG)\n"
                  "A tree too big for the output is refused with its number of nodes.\n");
    } else if (command == u"ladder") {
        text = tr("Usage: nqueens ladder --to N [--first] [--budget SECONDS] "
                  "[--format text|csv|json]\n"
                  "The work each algorithm that searches a tree does on every board from 4 x 4 "
                  "to N x N, counted by its own run without steps: boards visited (brute force, "
                  "permutations) or queens put (the others), squares tested, and time. A size "
                  "the last one predicts past the budget is not run: for all solutions it is "
                  "estimated by Knuth's method and marked so, for the first it is left out.\n"
                  "  --to N          the largest size, from 4 to 32\n"
                  "  --first         the work to the first solution, not to all\n"
                  "  --budget S      the longest a size may take, in seconds (default 3)\n"
                  "  --format F      text (default), csv (a header line, then a line a size and "
                  "algorithm, with n^n and n!) or json (one array)\n");
    } else if (command == u"estimate") {
        text = tr("Usage: nqueens estimate N [--algorithm ID] [--probes K] [--seed S] [--json]\n"
                  "Knuth's estimate of the nodes of an algorithm's search tree (1975): random "
                  "probes from the root, each taking one child at random and multiplying the "
                  "choices on its path; their mean estimates the tree's size, with its standard "
                  "error. The same seed gives the same estimate.\n"
                  "  --algorithm ID  a backtracking algorithm (default), brute-force, "
                  "branch-columns or permutations\n"
                  "  --probes K      how many probes (default 100000)\n"
                  "  --seed S        the random seed (default 1)\n"
                  "  --json          one line: n, algorithm, probes, seed, nodes, standardError, "
                  "known (the counted size, where known), seconds and depths (the estimated "
                  "nodes at each depth from 0)\n");
    } else if (command == u"dominate") {
        text = tr("Usage: nqueens dominate N --queens K [--count | --list] [--unique] "
                  "[--independent] [--format text|json|jsonl] [--threads T]\n"
                  "Sets of K queens that occupy or attack every square of the N x N board.\n"
                  "  --count         print how many sets there are (the default)\n"
                  "  --list          print each set on a line: each queen's row,column from 1, "
                  "e.g. 1,1 3,3\n"
                  "  --unique        up to rotation and reflection\n"
                  "  --independent   also no two queens attack each other\n"
                  "  --format json   with --list, one JSON array of sets, each an array of "
                  "[row, col] pairs counted from 0\n"
                  "  --format jsonl  with --list, one such set per line (JSON Lines)\n"
                  "  --threads T     counting threads, from 1 to %1 (default: one per core)\n")
                   .arg(SolutionCounter::kMaxThreads);
    } else if (command == u"render") {
        text = tr("Usage: nqueens render N --placement C1,C2,... -o FILE [--size PIXELS] "
                  "[--theme light|dark|print] [--transparent] [--no-coordinates] [--attacks] "
                  "[--caption TEXT] [--page a4|letter|board] [--allow-conflicts]\n"
                  "Draws one board to FILE; the format comes from its name (.png, .svg, .pdf).\n"
                  "  --placement     the column of each row's queen, from 1, each column at most "
                  "once, separated by spaces or commas (as solve prints them); - (or 0) for an "
                  "empty row, so a board can be left to complete: --placement 2,4,-,-\n"
                  "  --size PIXELS   the side of a PNG (default 800)\n"
                  "  --theme         light, dark or print colours (default: print for a PDF, "
                  "light for PNG and SVG)\n"
                  "  --transparent   no background behind the board (PNG and SVG)\n"
                  "  --no-coordinates  leave out the row and column numbers\n"
                  "  --attacks       mark every attacked square, on a full board too; queens that "
                  "attack each other are always marked\n"
                  "  --caption TEXT  a caption under the board; \\n in TEXT starts a new line\n"
                  "  --page          a PDF's page: A4 (default) or Letter with the board filling "
                  "it, or the board's own size\n"
                  "  --allow-conflicts  let a column hold two queens (for a lesson on a column "
                  "conflict); the queens that attack each other are marked\n");
    } else if (command == u"sheet") {
        text = tr("Usage: nqueens sheet N [--unique] [--no-answers] [--title TEXT] "
                  "[--page a4|letter] [--size PIXELS] -o FILE [--theme light|dark|print] "
                  "[--no-coordinates] [--threads T]\n"
                  "Draws every solution of N x N (with --unique, one per symmetry class) as a "
                  "grid of boards under a title, each captioned with its number and placement: "
                  "PDF on pages, SVG or PNG as one picture. A sheet too large is refused before "
                  "any work.\n"
                  "  --unique        one board per symmetry class\n"
                  "  --no-answers    empty boards, captioned with their names only (a sheet to\n"
                  "                  find the solutions on)\n"
                  "  --title TEXT    the sheet's title (default: what it shows, e.g. \"8 × 8: all "
                  "solutions\")\n"
                  "  --page          a PDF's paper: A4 (default) or Letter\n"
                  "  --size PIXELS   a PNG sheet's width, from 320 to 8000 (default 252 a column)\n"
                  "  --theme         light, dark or print colours (default: print for a PDF, "
                  "light for PNG and SVG)\n"
                  "  --no-coordinates  leave out the row and column numbers\n"
                  "  --threads T     counting and listing threads, from 1 to %1 (default: one "
                  "per core)\n")
                   .arg(SolutionCounter::kMaxThreads);
    } else if (command == u"worksheet") {
        text = tr("Usage: nqueens worksheet N [--given K] [--count M] [--seed S] "
                  "[--unique-completion] [--title TEXT] [--page a4|letter] [--threads T] "
                  "-o FILE.pdf\n"
                  "A worksheet to print (N from 4 to 12): M boards, each with K queens of a "
                  "solution given for the student to complete, under a title and a \"Name / "
                  "Date\" line, and the answer key on pages of its own.\n"
                  "  --given K       queens given on each board (default N/2); 0 for blank "
                  "boards: place N queens\n"
                  "  --count M       boards on the sheet, from 1 to 60 (default 6)\n"
                  "  --seed S        which boards: the same seed gives the same sheet (default 1)\n"
                  "  --unique-completion  only boards that a single solution completes\n"
                  "  --title TEXT    the sheet's title\n"
                  "  --page          A4 (default) or Letter paper\n"
                  "  --threads T     listing threads, from 1 to %1 (default: one per core)\n")
                   .arg(SolutionCounter::kMaxThreads);
    } else if (command == u"code") {
        text = tr("Usage: nqueens code ID [--language cpp|python]\n"
                  "Prints an algorithm as a whole program in C++ (the default) or Python, as "
                  "the window's Code tab shows it: the program takes the board size as its "
                  "argument and prints every solution, one per line as the columns from 1, "
                  "then the number of solutions. Listed: brute-force, branch-columns, "
                  "permutations, backtracking, backtracking-check, backtracking-iterative, "
                  "bitmask, breadth-first, depth-first-stack, domination (it takes N and K, and "
                  "\"independent\" for the variant).\n");
    } else if (command == u"completion") {
        text = tr("Usage: nqueens completion bash|zsh\n"
                  "Prints the shell's completion of nqueens: its commands, their options, "
                  "algorithm ids, languages, and file names by their extension. The package "
                  "installs both; to try it: source <(nqueens completion bash)\n");
    } else if (command == u"algorithms") {
        text = tr("Usage: nqueens algorithms\n"
                  "Prints one line per algorithm: its id, a tab, the board sizes it accepts, a "
                  "tab, and its name.\n");
    } else {
        text = tr("Usage: nqueens COMMAND [ARGS]\n"
                  "The N-Queens problem on the command line.\n\n"
                  "Commands:\n"
                  "  count N       number of solutions (--unique: up to symmetry)\n"
                  "  sum FILE...   add up the parts of a count split with --parts\n"
                  "  solve N       list solutions\n"
                  "  classes N     symmetry classes with their representatives\n"
                  "  trace N       every step of an algorithm as JSON lines\n"
                  "  tree N        the search tree of a run: profile, DOT, JSON or a picture\n"
                  "  dominate N    sets of queens that cover the whole board\n"
                  "  algorithms    the algorithms and the sizes they accept\n"
                  "  render N      draw one board to PNG, SVG or PDF\n"
                  "  sheet N       draw all solutions (or classes) as a sheet of boards\n"
                  "  worksheet N   puzzles to complete, with an answer key, as a PDF\n"
                  "  code ID       an algorithm as a program in C++ or Python\n"
                  "  quiz N        predict the algorithm's next step, in the terminal\n"
                  "  lesson check|render FILE   validate or draw a lesson of the window\n"
                  "  film N        record a range of steps as a video, an animation or a handout\n"
                  "  ladder        the work of each algorithm on boards from 4 x 4 up\n"
                  "  estimate N    Knuth's estimate of the size of a search tree\n"
                  "  completion bash|zsh  the shell's completion of these commands\n\n"
                  "nqueens COMMAND --help tells more; nqueens --version prints the version. Bad "
                  "input exits with status 2.\n");
        if (!command.isEmpty() && !commandNames().contains(command))
            throw UsageError { tr("unknown command '%1'; the commands are %2 (see nqueens --help)")
                                   .arg(command, commandNames().join(QStringLiteral(", "))) };
    }
    writeOut(text);
    return Ok;
}

} // namespace nq
