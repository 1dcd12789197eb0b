#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes a program's manual page from its own --help, at build time, so the two never disagree.

    manpage.py PROGRAM --name NAME --summary "WORDS" --sections FILE -o OUT.1
               [--commands]    (nqueens: also each command's --help, as COMMANDS)

The help text's layout is read as the programs write it: "Usage:" lines (and the lines under
them indented to match) make the SYNOPSIS; lines that start with two spaces and a word or an
option, then two spaces or more, then words, are the items of a list (a deeper indented line
goes on with the item above); a line ending in ':' alone heads a list ("Options:"); anything
else is a paragraph of the DESCRIPTION. FILE holds the sections --help has no room for (EXIT
STATUS, FILES, EXAMPLES, SEE ALSO), already in roff.
"""
import argparse
import os
import re
import subprocess
import sys

ITEM = re.compile(r"^  (\S.*?)(?: {2,}|\t)(\S.*)$")
ALONE = re.compile(r"^  (-\S.*)$")


def roff(text):
    """Plain text as roff: backslashes, dashes, and characters outside ASCII escaped."""
    out = []
    for ch in text.replace("\\", "\\e"):
        if ch == "-":
            out.append("\\-")
        elif ord(ch) > 127:
            out.append("\\(mu" if ch == "\u00d7" else "\\[u%04X]" % ord(ch))
        else:
            out.append(ch)
    line = "".join(out)
    return "\\&" + line if line[:1] in (".", "'") else line


def bold_options(text):
    """The options and commands at the start of an item, in bold, their values in italics."""
    words = []
    for word in text.split(" "):
        if word.startswith("-") or word.endswith(","):
            words.append("\\fB" + roff(word) + "\\fR")
        elif word:
            words.append("\\fI" + roff(word) + "\\fR")
    return " ".join(words)


def help_of(program, *args):
    # English whatever the builder's locale; no display; Open MPI's singleton start as root;
    # in the AddressSanitizer build, no leak report at exit (the suite's checks have theirs).
    env = dict(os.environ, LANG="C.UTF-8", LC_ALL="C.UTF-8", LANGUAGE="",
               QT_QPA_PLATFORM="offscreen", OMPI_ALLOW_RUN_AS_ROOT="1",
               OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1", ASAN_OPTIONS="detect_leaks=0")
    done = subprocess.run([program, *args], capture_output=True, text=True, env=env, check=False)
    if done.returncode != 0:
        sys.exit("manpage.py: %s %s exited with %d: %s"
                 % (program, " ".join(args), done.returncode, done.stderr.strip()))
    return done.stdout


def parse(text):
    """(usage lines, blocks): a block is ("para", [lines]) or ("list", heading, [[term, text]])."""
    usage, blocks = [], []
    lines = text.rstrip("\n").split("\n")
    i = 0
    while i < len(lines) and (lines[i].startswith("Usage:") or (usage and lines[i].startswith("       "))):
        usage.append(lines[i].removeprefix("Usage:").strip())
        i += 1
    current = None
    for line in lines[i:]:
        if not line.strip():
            current = None
            continue
        item = ITEM.match(line) or ALONE.match(line)
        if re.match(r"^\S.*:$", line):
            current = ("list", line[:-1], [])
            blocks.append(current)
        elif item:
            if not current or current[0] != "list":
                current = ("list", "", [])
                blocks.append(current)
            current[2].append([item.group(1).strip(), item.group(2).strip() if item.lastindex > 1 else ""])
        elif line.startswith("   ") and current and current[0] == "list" and current[2]:
            current[2][-1][1] = (current[2][-1][1] + " " + line.strip()).strip()
        else:
            if not current or current[0] != "para":
                current = ("para", [])
                blocks.append(current)
            current[1].append(line.strip())
    return usage, blocks


def write_blocks(out, blocks, heading_macro):
    for block in blocks:
        if block[0] == "para":
            out.append(".PP")
            out.extend(roff(line) for line in block[1])
            continue
        if block[1]:
            out.append(heading_macro + " " + roff(block[1]))
        for term, text in block[2]:
            out.append(".TP")
            out.append(bold_options(term))
            out.append(roff(text))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("program")
    ap.add_argument("--name", required=True)
    ap.add_argument("--summary", required=True)
    ap.add_argument("--sections", required=True)
    ap.add_argument("--commands", action="store_true")
    ap.add_argument("-o", "--output", required=True)
    a = ap.parse_args()

    version = help_of(a.program, "--version").split()[-1]
    usage, blocks = parse(help_of(a.program, "--help"))
    out = ['.\\" Written by cmake/manpage.py from "%s --help"; do not edit.' % a.name,
           '.TH %s 1 "" "%s %s" "User Commands"' % (a.name.upper(), a.name, version),
           ".SH NAME", "%s \\- %s" % (a.name, roff(a.summary)), ".SH SYNOPSIS"]
    for i, line in enumerate(usage):
        if i:
            out.append(".br")
        out.append(bold_options(line) if line.startswith("-") else
                   "\\fB%s\\fR %s" % (roff(line.split(" ")[0]), roff(" ".join(line.split(" ")[1:]))))
    description = [b for b in blocks if b[0] == "para" or not b[1]]
    lists = [b for b in blocks if b[0] == "list" and b[1]]
    out.append(".SH DESCRIPTION")
    write_blocks(out, description, ".SS")
    for block in lists:
        out.append(".SH " + roff(block[1].upper()))
        write_blocks(out, [("list", "", block[2])], ".SS")
        if a.commands and block[1] == "Commands":
            for term, _ in block[2]:
                command = term.split(" ")[0]
                sub_usage, sub_blocks = parse(help_of(a.program, command, "--help"))
                out.append(".SS " + roff(command))
                for i, line in enumerate(sub_usage):
                    out.append(".br" if i else ".PP")
                    out.append("\\fB%s\\fR" % roff(line))
                write_blocks(out, sub_blocks, ".PP")
    with open(a.sections, encoding="utf-8") as f:
        out.append(f.read().rstrip("\n"))
    with open(a.output, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
